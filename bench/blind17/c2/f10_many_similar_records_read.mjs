// Healthy 5: many similar but different records read with the same tool and output template, then a summary.
import { Chat, SmolRun, agentSpan } from './lib.mjs';

export const family = {
  name: 'many_similar_records_read',
  loop: false,
  stagnation: false,
  summary: 'The same read tool is called on many different records (cameras, looms, caches, trail sections, billets, members); outputs share a template but differ in content, and the agent summarises.',
};

export const rows = [
  // 01 meteor camera network, plain
  (n) => {
    n.at('2024-08-13T07:00:00Z');
    const goal = 'Summarise last night\'s Perseid detections across our six meteor cameras and flag any camera that under-performed.';
    const chat = new Chat(n, { style: 'plain', system: 'You are the data assistant of a volunteer meteor camera network. Tool: read_night_log.', user: goal });
    const cams = [['MCN-01 Ashford', 212, 7.1, 'clear'], ['MCN-02 Dover', 198, 6.8, 'clear'], ['MCN-04 Canterbury', 41, 1.2, 'cloud after 00:40'], ['MCN-05 Rye', 187, 6.9, 'clear'], ['MCN-07 Hastings', 205, 7.0, 'clear'], ['MCN-09 Maidstone', 0, 0, 'no data: disk full']];
    const s = [];
    cams.forEach(([cam, det, hrs, note], i) => {
      const txt = i === 0 ? 'Reading the first camera log.' : i === 3 ? 'Canterbury was low; continuing with Rye.' : '';
      s.push(...chat.turn(txt, [{ name: 'read_night_log', args: { camera: cam.split(' ')[0], night: '2024-08-12' }, out: `# ${cam} night 2024-08-12\n# start MJD ${n.mjd()}  GPS week ${n.gps().week} tow ${n.gps().tow}\ndetections=${det}\nperseids=${Math.round(det * 0.81)}\nsporadic=${det - Math.round(det * 0.81)}\nclear_hours=${hrs}\nlimiting_mag=${det ? n.float(5.6, 6.3, 1) : 'n/a'}\nstatus=${note}\nlog_sha1=${n.sha1()}\n` }], { think: [0.5, 2] }));
    });
    const fin = 'Perseids 2024-08-12: 684 Perseids from 843 detections on five working cameras. Ashford (212), Hastings (205), Dover (198) and Rye (187) had clear skies. Under-performers: Canterbury only 41 detections after cloud from 00:40 (weather, not a fault) and Maidstone recorded nothing because its disk was full; it needs attention before tonight.';
    s.push(...chat.turn(fin, []));
    return { domain: 'meteor camera network', style: 'plain message-level', isolates: 'Six night logs with the same layout but different counts and statuses are read one after another, then summarised with two flagged cameras.', goal, root: agentSpan('meteor_data_assistant', { goal }, fin, s, { run_id: n.uuid(), status: 'completed' }) };
  },

  // 02 tapestry loom weaving studio, Google ADK
  (n) => {
    n.at('2024-10-28T09:00:00Z');
    const goal = 'Go through the maintenance cards of our five high-warp tapestry looms and list what needs doing before the winter commission starts.';
    const chat = new Chat(n, { style: 'adk', agent: 'studio_agent', system: 'You help run a tapestry weaving studio. Tool: read_loom_card.', user: goal, tools: ['read_loom_card'] });
    const looms = [
      ['L1', 'Gobelins-type 3.2 m', 'warp tension even; heddle bar cord frayed at left end', 'replace heddle bar cord'],
      ['L2', 'Gobelins-type 2.4 m', 'no issues; rollers oiled in September', 'none'],
      ['L3', 'Aubusson basse-lisse 2.0 m', 'treadle pin worn; warp roller ratchet slips under load', 'replace pin and ratchet pawl'],
      ['L4', 'Gobelins-type 4.0 m', 'new linen warp needed for commission (12/18 ply)', 'warp with 12/18 linen'],
      ['L5', 'frame loom 1.2 m (samples)', 'cracked upper beam, glued 2022, holding', 'monitor'],
    ];
    const s = [];
    looms.forEach(([id, type, note, action]) => s.push(...chat.turn('', [{ name: 'read_loom_card', args: { loom: id }, out: { loom: id, type, last_service: n.pick(['2024-03-14', '2024-06-02', '2024-09-19']), notes: note, action, card_rev: n.int(2, 19), scanned_at: n.isoSec() } }])));
    const fin = 'Before the winter commission: L1 replace the heddle bar cord; L3 replace the treadle pin and the warp-roller ratchet pawl; L4 needs a new 12/18 linen warp for the commission. L2 is fine and L5 just needs its glued beam monitored.';
    s.push(...chat.turn(fin, []));
    return { domain: 'tapestry loom weaving studio', style: 'Google ADK events', isolates: 'Five loom cards are read with the same tool and field layout but different faults, then merged into one pre-commission job list.', goal, root: agentSpan('agent_run [studio_agent]', { new_message: goal, session_id: chat.session }, fin, s, { 'gcp.vertex.agent.invocation_id': chat.invocation }) };
  },

  // 03 geocaching, Mastra
  (n) => {
    n.at('2025-03-22T18:00:00Z');
    const goal = 'I own six caches on the Cleeve Hill trail. Read the latest logs for each and tell me which ones need a maintenance visit.';
    const chat = new Chat(n, { style: 'mastra', agent: 'cacheOwnerAgent', system: 'You help a geocache owner. Tool: getCacheLogs.', user: goal });
    const caches = [
      ['GC9Q1A2', 'Found it', 'TFTC! Log book nearly full though.', 3],
      ['GC9Q1B7', 'Found it', 'Easy find, container in great shape.', 0],
      ['GC9Q1C3', "Didn't find it", 'Searched 30 min, area looks disturbed by hedge cutting.', 2],
      ['GC9Q1D9', 'Needs maintenance', 'Lid cracked, log soaked.', 1],
      ['GC9Q1E4', 'Found it', 'Lovely view at the trig point.', 0],
      ['GC9Q1F8', 'Found it', 'Pencil missing, otherwise fine.', 0],
    ];
    const s = [];
    caches.forEach(([gc, type, text, dnf], i) => s.push(...chat.turn(i === 2 ? 'Two read so far, both fine.' : '', [{ name: 'getCacheLogs', args: { gcCode: gc, limit: 3 }, out: { gcCode: gc, latest: { type, text, loggedAt: n.iso(), logId: n.int(1000000000, 1999999999) }, dnfStreak: dnf, attributes: ['needs_maintenance'].filter(() => type === 'Needs maintenance'), fetched: n.ago() } }])));
    const fin = 'Needs a visit: GC9Q1D9 (cracked lid, soaked log), GC9Q1C3 (two DNFs after hedge cutting, may be missing) and GC9Q1A2 (log book nearly full). The other three are fine; GC9Q1F8 could use a pencil next time you pass.';
    s.push(...chat.turn(fin, []));
    return { domain: 'geocache ownership', style: 'Mastra agent', isolates: 'Six cache log reads with identical structure but different log types and texts lead to a three-cache maintenance list.', goal, root: agentSpan("agent run: 'cacheOwnerAgent'", { messages: [{ role: 'user', content: goal }] }, { text: fin, finishReason: 'stop' }, s, { spanType: 'agent_run', agentId: 'cacheOwnerAgent', runId: chat.session }) };
  },

  // 04 mountain bike trail centre, smolagents
  (n) => {
    n.at('2024-11-04T08:00:00Z');
    const goal = 'Read the ranger condition reports for the five red-route sections at Coed Du trail centre and decide which sections can open this weekend.';
    const run = new SmolRun(n, { task: goal });
    const secs = [['R1 Bracken Climb', 'good', 'drains clear'], ['R2 Slate Drop', 'fair', 'loose rock on switchback 3, cleared'], ['R3 Root Garden', 'poor', 'standing water, roots exposed, rut 20 cm'], ['R4 Ridge Flow', 'good', 'berm 5 rebuilt'], ['R5 Final Fling', 'closed', 'fallen larch across trail at 2.1 km']];
    const calls = secs.map(([sec, cond, note]) => ({ name: 'get_section_report', args: { section: sec.split(' ')[0] }, out: { section: sec, condition: cond, notes: note, inspected_by: n.pick(['ranger GH', 'ranger MO', 'volunteer TP']), inspected: n.euDate(), report_id: n.objectId() } }));
    const s = [];
    s.push(run.step({ thought: 'Read all five section reports in one loop and print the condition of each.', code: 'reports = {}\nfor sec in ["R1", "R2", "R3", "R4", "R5"]:\n    reports[sec] = get_section_report(section=sec)\n    print(sec, reports[sec]["condition"], "-", reports[sec]["notes"])', calls, logs: secs.map(([sec, c, nt]) => `${sec.split(' ')[0]} ${c} - ${nt}`).join('\n') + '\n' }));
    s.push(run.final('R1, R2 and R4 are rideable; R3 needs drainage work and R5 is blocked by a tree.', 'final_answer("Open R1 Bracken Climb, R2 Slate Drop and R4 Ridge Flow. Keep R3 Root Garden closed (standing water, 20 cm rut) and R5 Final Fling closed until the fallen larch at 2.1 km is cleared; signpost the bypass from R4.")', 'Open R1 Bracken Climb, R2 Slate Drop and R4 Ridge Flow. Keep R3 Root Garden closed (standing water, 20 cm rut) and R5 Final Fling closed until the fallen larch at 2.1 km is cleared; signpost the bypass from R4.'));
    return { domain: 'mountain bike trail centre', style: 'smolagents CodeAgent', isolates: 'One code step reads five section reports through the same tool (five tool spans, same template, different conditions) and the agent decides which sections open.', goal, root: agentSpan('CodeAgent.run', { task: goal }, 'Open R1, R2 and R4; keep R3 and R5 closed.', s, { run_id: n.uuid() }) };
  },

  // 05 violin lutherie, AutoGen
  (n) => {
    n.at('2024-12-03T10:00:00Z');
    const goal = 'Choose the best two-piece spruce top billet from our five Val di Fiemme billets for the new Guarneri-model violin, based on the stock cards.';
    const chat = new Chat(n, { style: 'autogen', agent: 'luthier_assistant', user: goal, userName: 'luthier' });
    const ex = 'stock_reader';
    const billets = [['VF-118', 'Picea abies', 0.39, 5600, 12, 'slight runout 2 mm'], ['VF-121', 'Picea abies', 0.42, 5300, 16, 'none'], ['VF-123', 'Picea abies', 0.37, 5900, 14, 'none, bearclaw figure'], ['VF-127', 'Picea abies', 0.45, 5000, 22, 'pitch pocket near edge'], ['VF-130', 'Picea abies', 0.38, 5750, 11, 'none']];
    const s = [];
    billets.forEach(([id, sp, dens, speed, rings, defects], i) => s.push(...chat.turn(i === 0 ? 'Reading the stock cards one by one.' : '', [{ name: 'read_stock_card', args: { billet: id }, out: { billet: id, species: sp, origin: 'Val di Fiemme', seasoned_since: 2011 + i, density_g_cm3: dens, long_sound_speed_m_s: speed, rings_per_cm: rings, defects, card_updated: n.usDate() } }], { speaker: 'luthier_assistant', executor: ex })));
    const fin = 'Recommend VF-123: lowest density (0.37) with the highest sound speed (5,900 m/s) and 14 rings/cm, no defects, and the bearclaw figure suits a Guarneri model. VF-130 is the runner-up; VF-127 is too dense and has a pitch pocket. TERMINATE';
    s.push(...chat.turn(fin, [], { speaker: 'luthier_assistant' }));
    return { domain: 'violin lutherie', style: 'AutoGen / AG2 group chat', isolates: 'Five tonewood stock cards are read with the same tool (different density, sound speed and defects) and compared to pick one billet.', goal, root: agentSpan('RoundRobinGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, s, { 'autogen.version': '0.4.9', team_id: n.uuid() }) };
  },

  // 06 hackerspace, OpenTelemetry GenAI
  (n) => {
    n.at('2025-01-10T19:30:00Z');
    const goal = 'Find which of the six members on Saturday\'s rota are inducted on the 80 W CO2 laser cutter and can supervise a new-member induction.';
    const chat = new Chat(n, { style: 'otel', agent: 'space_helper', system: 'You help run the Forge Hackspace. Tool: get_member_inductions.', user: goal });
    const members = [['m-0142', 'Priya', ['laser:supervisor', 'cnc-router:user']], ['m-0217', 'Callum', ['laser:user']], ['m-0333', 'Ada', ['3d-printer:supervisor']], ['m-0408', 'Jonas', ['laser:supervisor', 'welder:user'], 'induction expired 2024-12-01'], ['m-0511', 'Femi', ['laser:user', 'lathe:supervisor']], ['m-0620', 'Rosa', ['laser:supervisor']]];
    const s = [];
    members.forEach(([id, name, ind, note], i) => s.push(...chat.turn(i === 0 ? 'Checking each rota member\'s induction record.' : '', [{ name: 'get_member_inductions', args: { member_id: id }, out: JSON.stringify({ member: id, name, inductions: ind, ...(note ? { warning: note } : {}), rfid_last_seen: n.ago(), record_etag: n.etag(true) }) }])));
    const fin = 'Laser supervisors on Saturday: Priya (m-0142) and Rosa (m-0620). Jonas is listed as supervisor but his induction expired on 1 December, so he cannot supervise until renewed. Callum and Femi are users only; Ada is not laser-inducted.';
    s.push(...chat.turn(fin, []));
    return { domain: 'hackerspace tool inductions', style: 'OpenTelemetry GenAI semantic conventions', isolates: 'Six member induction records are fetched with the same call and format, differing in inductions and one expiry warning, and summarised into who can supervise.', goal, root: agentSpan('invoke_agent space_helper', { input: goal }, fin, s, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'space_helper', 'gen_ai.conversation.id': n.uuid() }) };
  },
];
