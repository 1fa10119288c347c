// Family 3 (loop): oscillating between two states A,B,A,B..., each check after a switch
// returning what it returned the last time in that state.
import { Noise, Chat, agent, chain, row, toolSpans } from './lib.mjs';

export const FAMILY = {
  name: 'two_state_flipflop',
  loop: true,
  summary: 'Switches back and forth between two states; every check in a state repeats the earlier result for that state.',
  check(r) { return toolSpans(r.root).length >= 4 ? null : 'needs 2 full cycles (A,B,A,B)'; },
};

// 01 tidal mill: sluice mode toggle, Anthropic, repeated text
function r01() {
  const n = new Noise('two_state_flipflop-01');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-5-sonnet-20240620', tools: ['set_sluice_mode', 'read_wheel'],
    system: 'You operate the SCADA assistant for Eling-style tidal mill "Saltpool Mill" (heritage site, grinding demonstrations). The wheel must reach 9 rpm for the stones to grind.',
    user: 'Visitors arrive at 14:00 for the grinding demo. Get the wheel up to grinding speed.',
  });
  const kids = [];
  const readA = { rpm: 6.1, head_m: 0.42, pond_level_m: 1.88, stones: 'idle' };
  const readB = { rpm: 5.4, head_m: 0.31, pond_level_m: 1.86, stones: 'idle' };
  kids.push(c.say('First a reading of the wheel in its current configuration.', [['read_wheel', {}]]));
  kids.push(c.run({ mode: 'pond_hold', ...readA, sensor_ts: n.isoS(), plc: n.host('s7-1200') }));
  for (let cyc = 0; cyc < 2; cyc++) {
    for (const [mode, rd] of [['free_flow', readB], ['pond_hold', readA]]) {
      kids.push(c.say('The wheel is still below 9 rpm. Switching the sluice mode should change the head on the wheel, so I will try the other mode.', [['set_sluice_mode', { mode }]]));
      kids.push(c.run({ ok: true, mode, actuator_travel_s: n.secs(8, 14), plc_seq: n.int(10000, 99999) }));
      kids.push(c.say(null, [['read_wheel', {}]]));
      n.wait(n.int(60, 120));
      kids.push(c.run({ mode, ...rd, sensor_ts: n.isoS(), plc: n.host('s7-1200') }));
    }
  }
  const root = agent('saltpool-scada-assistant', { request: c.o.user }, null, kids, { sdk: 'anthropic-python 0.34.2', site: 'saltpool-mill' }, 'Operator session timed out after 18 tool calls');
  return row(FAMILY, 1, { isolates: 'Sluice mode flips pond_hold/free_flow twice over; each wheel reading repeats 6.1 rpm or 5.4 rpm for its mode, and the model repeats the same reason for flipping.', stagnation: true, goal: c.o.user, root });
}

// 02 mosaic studio: supplier catalogue material filter toggle, OpenAI chat, calls only
function r02() {
  const n = new Noise('two_state_flipflop-02');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o-mini', tools: ['catalogue_search'],
    system: 'You source tesserae for Tessellate Studio, a mosaic studio. Suppliers: Orsoni (smalti), Bisazza-compatible vitreous glass via GlassTile Direct.',
    user: 'Find a 20mm tile in a deep cobalt with gold vein for the swimming-pool mural border; we need about 14 m².',
  });
  const kids = [];
  const resA = { material: 'vitreous_glass', hits: [{ sku: 'GTD-20-COB-01', name: 'Cobalt 20mm', vein: 'none', stock_m2: 60 }] };
  const resB = { material: 'smalti', hits: [{ sku: 'ORS-S-4471', name: 'Blu Cobalto', vein: 'none', size_mm: '15x20', stock_kg: 22 }] };
  const order = ['vitreous_glass', 'smalti', 'vitreous_glass', 'smalti', 'vitreous_glass'];
  for (const m of order) {
    kids.push(c.say(null, [['catalogue_search', { colour: 'cobalt', feature: 'gold vein', size_mm: 20, material: m }]]));
    const res = m === 'smalti' ? resB : resA;
    kids.push(c.run({ ...res, query_id: n.uuid(), cache: n.pick(['HIT', 'MISS']), age: n.int(0, 600), served_by: n.host('cat') }));
  }
  const root = agent('tesserae-sourcing', { brief: c.o.user }, null, kids, { framework: 'openai function calling loop', max_steps: 10 }, 'Stopped: 10 tool calls without a final answer');
  return row(FAMILY, 2, { isolates: 'The material filter alternates vitreous_glass/smalti five times; each search returns the same single non-veined hit for that material, with only tool calls from the model.', stagnation: false, goal: c.o.user, root });
}

// 03 go-kart track: OpenAI Agents SDK, timing feed primary/backup loop, calls only
function r03() {
  const n = new Noise('two_state_flipflop-03');
  const c = new Chat(n, {
    format: 'responses', model: 'gpt-4.1-mini',
    user: 'Kart 17 has no lap times in heat 4 of the endurance race. Fix the timing so the leaderboard is right.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  kids.push(c.say('Kart 17 is missing from the heat-4 timing. I will try switching the decoder feed and re-reading its laps.', []));
  for (let cyc = 0; cyc < 3; cyc++) {
    for (const feed of ['backup_loop', 'primary_loop']) {
      kids.push(c.say(null, [['set_timing_feed', { feed }]]));
      kids.push(c.run(JSON.stringify({ active_feed: feed, decoder: feed === 'primary_loop' ? 'AMB-X2 #1' : 'AMB-X2 #2', switched_at: n.step(2, 6).iso() })));
      kids.push(c.say(null, [['get_laps', { heat: 4, kart: 17 }]]));
      kids.push(c.run(JSON.stringify(feed === 'primary_loop'
        ? { kart: 17, transponder: '6631207', laps: [], last_passing: null, feed, polled: n.unixMs() }
        : { kart: 17, transponder: '6631207', laps: [], last_passing: null, feed, noise_level: n.int(18, 26), polled: n.unixMs() })));
    }
  }
  const root = agent('Race Control Agent', { input: c.o.user }, null, kids, { span_type: 'agent', tools: ['set_timing_feed', 'get_laps', 'assign_transponder'], trace_id: 'trace_' + n.hex(32) }, 'MaxTurnsExceeded: Max turns (14) exceeded');
  return row(FAMILY, 3, { isolates: 'The timing feed is switched backup/primary three times and every lap query returns the same empty laps for kart 17 in either feed.', stagnation: false, goal: c.o.user, root });
}

// 04 knife sharpening van: LangSmith, depot toggle in route planner, repeated text
function r04() {
  const n = new Noise('two_state_flipflop-04');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o',
    system: 'You plan the Tuesday route for EdgeRight, a mobile knife-sharpening van that visits restaurant kitchens. Routes must finish by 15:00 when the grinding wheel motor needs its cool-down.',
    user: 'Plan Tuesday\'s route for the 11 kitchens on the list and make it finish before 15:00.',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid() }),
  });
  const kids = [];
  const north = { start_depot: 'North Yard', stops: 11, finish: '15:38', drive_km: 64.2 };
  const harbour = { start_depot: 'Harbour Unit', stops: 11, finish: '15:51', drive_km: 71.9 };
  for (const [dep, res] of [['north_yard', north], ['harbour_unit', harbour], ['north_yard', north], ['harbour_unit', harbour]]) {
    kids.push(c.say('The route finishes after 15:00. Starting from the other depot might shorten it, so I will re-plan from there.', [['plan_route', { date: 'tuesday', depot: dep, stops: 'list:tuesday-kitchens' }]]));
    kids.push(c.run({ ...res, solver: 'or-tools 9.10', solve_ms: n.ms(200, 900), plan_id: 'rp_' + n.alnum(10), osrm_host: n.host('osrm') }));
  }
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: 'Agent stopped due to max iterations.' }, kids, { run_id: n.uuid(), max_iterations: 4 });
  const root = agent('edgeright-route-planner', { input: c.o.user }, { output: 'Agent stopped due to max iterations.' }, [exec], { project: 'edgeright', run_id: n.uuid() });
  return row(FAMILY, 4, { isolates: 'The start depot alternates North Yard/Harbour Unit twice; each plan returns the same late finish (15:38 / 15:51) for its depot, with the same sentence each time.', stagnation: true, goal: c.o.user, root });
}

// 05 ice sculpture studio: CrewAI, freezer setpoint toggle, repeated Thought
function r05() {
  const n = new Noise('two_state_flipflop-05');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o-mini', llmName: 'LLM Call (gpt-4o-mini)',
    system: 'You are Cold Room Technician at Glacé Forms, an ice sculpture studio.\nTools: Set Freezer Setpoint(room: str, celsius: int), Read Block Surface(block_id: str)\nFormat: Thought / Action / Action Input.',
    user: 'Current Task: Block IB-225 (swan, wedding on Saturday) shows surface frosting that hides the carving detail. Get it clear before photos at 16:00.',
    toolName: (nm) => nm, toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
  });
  const kids = [];
  const frostCold = 'Block IB-225: surface -14.8°C, frost layer 0.6 mm, clarity index 41/100';
  const frostWarm = 'Block IB-225: surface -9.6°C, frost layer 0.5 mm, wet sheen forming, clarity index 44/100';
  for (const sp of [-10, -18, -10, -18]) {
    kids.push(c.say('Thought: The frost is still there. Changing the freezer setpoint should clear the surface.', [['Set Freezer Setpoint', { room: 'display-2', celsius: sp }]]));
    kids.push(c.run(`Setpoint for display-2 set to ${sp}°C (compressor ${n.pick(['C1', 'C2'])}, cmd id ${n.hex(8)})`));
    kids.push(c.say('Thought: Now I will read the block surface.', [['Read Block Surface', { block_id: 'IB-225' }]]));
    n.wait(n.int(600, 900));
    kids.push(c.run(`${sp === -10 ? frostWarm : frostCold} [probe P-${n.int(1, 4)} @ ${n.hhmmss()}]`));
  }
  const ag = agent('Cold Room Technician', { role: 'Cold Room Technician', allow_delegation: false }, 'Agent stopped due to iteration limit or time limit.', kids, { crewai_version: '0.86.0', max_iter: 8 });
  const task = chain('Task: Clear frosting on IB-225', { description: c.o.user }, 'Agent stopped due to iteration limit or time limit.', [ag], { task_id: n.uuid() });
  const root = agent('Crew: glace-forms-cold-room', { inputs: { block: 'IB-225' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [task], { crew_id: n.uuid() });
  return row(FAMILY, 5, { isolates: 'Setpoint flips -10/-18 °C twice; each surface reading repeats the same frost and clarity figures for its setpoint, with identical Thoughts.', stagnation: true, goal: 'Clear the surface frosting on block IB-225 before the 16:00 photos.', root });
}

// 06 crossword syndication: Semantic Kernel browser, tab switching, calls only
function r06() {
  const n = new Noise('two_state_flipflop-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You help the puzzles desk at Gridline Syndicate publish cryptic crosswords to partner papers. Use the Browser plugin.',
    user: 'Puzzle #4817 shows as "not delivered" for the Northern Echo partner feed. Find out why.',
    toolName: (nm) => `Browser-${nm}`,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid(), plugin_name: 'Browser' }),
  });
  const kids = [];
  const cms = '<h1>Puzzle 4817</h1><dl><dt>Status</dt><dd>Scheduled</dd><dt>Setter</dt><dd>Quillon</dd><dt>Embargo</dt><dd>Sat 00:01</dd></dl>';
  const feed = '<table class="deliveries"><tr><th>Partner</th><th>4817</th></tr><tr><td>Northern Echo</td><td class="pending">not delivered</td></tr></table>';
  for (let i = 0; i < 2; i++) {
    for (const [tab, html] of [['tab-1 (CMS)', cms], ['tab-2 (Partner feed)', feed]]) {
      kids.push(c.say(null, [['switch_tab', { tab }]]));
      kids.push(c.run({ active: tab, url: tab.includes('CMS') ? 'https://cms.gridline.example/puzzles/4817' : 'https://feeds.gridline.example/partners/status', title: tab.includes('CMS') ? 'Puzzle 4817 – Gridline CMS' : 'Partner deliveries' }));
      kids.push(c.say(null, [['read_page', { tab }]]));
      kids.push(c.run(`${html}<!-- rendered ${n.step(3, 9).http()} build ${n.hex(7)} -->`));
    }
  }
  const root = agent('ChatCompletionAgent:PuzzleDesk', { input: c.o.user }, null, kids, { 'semantic_kernel.version': '1.20.0', maximum_auto_invoke_attempts: 16 }, 'Maximum auto-invoke attempts (16) reached');
  return row(FAMILY, 6, { isolates: 'Switches between the CMS tab and the partner-feed tab twice, re-reading pages that show the same "Scheduled" and "not delivered" each time, without any free text.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
