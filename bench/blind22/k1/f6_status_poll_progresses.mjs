// Healthy 1: polling a job until its status changes, with noise in every answer, then using the result.
import { render } from './lib.mjs';
export const family = 'status_poll_progresses';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 squash ladder results publishing — OpenAI Agents SDK
  (R) => {
    const job = 'pub_' + R.hex(10);
    const st = (s, extra = {}) => ({ job_id: job, state: s, ...extra, polled_at: R.iso(R.adv(8, 20)), x_request_id: R.uuid() });
    const sp = {
      model: 'gpt-4o-mini', agentName: 'Ladder Admin', toolNames: ['publish_ladder', 'get_publish_job'],
      system: 'You maintain the Millbrook Squash Club box ladder.',
      goal: 'Publish the November box-ladder results to the club website and tell me the link.',
      turns: [
        { calls: [{ name: 'publish_ladder', args: { month: '2024-11', boxes: 6 }, result: { job_id: job, state: 'queued', queue_position: 3 } }] },
        { calls: [{ name: 'get_publish_job', args: { job_id: job }, result: st('queued', { queue_position: 1 }) }] },
        { calls: [{ name: 'get_publish_job', args: { job_id: job }, result: st('running', { step: 'rendering box tables', progress: 0.35 }) }] },
        { calls: [{ name: 'get_publish_job', args: { job_id: job }, result: st('running', { step: 'uploading', progress: 0.9 }) }] },
        { calls: [{ name: 'get_publish_job', args: { job_id: job }, result: st('succeeded', { url: 'https://millbrooksquash.club/ladder/2024-11', pages: 7, promoted: ['J. Osei', 'R. Patel'], relegated: ['T. Moore'] }) }] },
        { text: 'The November ladder is live: https://millbrooksquash.club/ladder/2024-11 (7 pages). Promoted: J. Osei and R. Patel; relegated: T. Moore.' },
      ],
    };
    return { domain: 'squash club box ladder', style: 'oai_agents', isolates: 'A publish job is polled through queued (position 3, then 1), running (35%, 90%) and succeeded, and the agent reports the resulting link.', goal: sp.goal, root: render('oai_agents', R, sp) };
  },

  // 02 Unity game cloud build — Gemini function calling
  (R) => {
    const b = (status, extra = {}) => ({ buildNumber: 412, buildStatus: status, platform: 'webgl', ...extra, checkedAt: R.isoSec(R.adv(40, 120)), etag: R.etag() });
    const sp = {
      model: 'gemini-2.0-flash', agentName: 'build_steward', toolNames: ['start_build', 'get_build', 'post_to_channel'],
      system: 'You run Unity cloud builds for the Paper Lantern Games jam team and announce them.',
      goal: 'Kick off a WebGL build of the main branch and post the playable link in #playtest when it is ready.',
      turns: [
        { calls: [{ name: 'start_build', args: { target: 'webgl-main' }, result: b('queued') }] },
        { calls: [{ name: 'get_build', args: { target: 'webgl-main', number: 412 }, result: b('sentToBuilder', { builder: R.host('ucb-mac') }) }] },
        { calls: [{ name: 'get_build', args: { target: 'webgl-main', number: 412 }, result: b('started', { log_tail: 'Compiling shader variants 1128/3901' }) }] },
        { calls: [{ name: 'get_build', args: { target: 'webgl-main', number: 412 }, result: b('started', { log_tail: 'Building WebGL player: wasm-opt' }) }] },
        { calls: [{ name: 'get_build', args: { target: 'webgl-main', number: 412 }, result: b('success', { totalTimeInSeconds: R.int(700, 900), share_url: 'https://play.paperlantern.games/b/412', size_mb: 38.6 }) }] },
        { text: 'Build 412 finished; posting the link.', calls: [{ name: 'post_to_channel', args: { channel: '#playtest', text: 'WebGL build 412 (main) is up: https://play.paperlantern.games/b/412 (38.6 MB)' }, result: { ok: true, ts: `${R.epoch()}.${R.int(100000, 999999)}` } }] },
        { text: 'Posted build 412 to #playtest.' },
      ],
    };
    return { domain: 'game jam Unity cloud builds', style: 'gemini', isolates: 'A build is polled through sentToBuilder, two different started log tails and success, then the link is posted.', goal: sp.goal, root: render('gemini', R, sp) };
  },

  // 03 hot tub water-test lab results — LangGraph
  (R) => {
    const s = (state, extra = {}) => JSON.stringify({ sample: 'HT-77120', state, ...extra, lab_ts: R.sql(R.adv(600, 2400)), req: R.reqId('lab-') });
    const sp = {
      model: 'gpt-4o', threadId: R.uuid(),
      system: 'You support technicians of AquaCare Spa Service. Use lab results to choose treatment.',
      goal: 'The Jensen hot tub failed its visual check last week; the water sample went to the lab. When results are in, tell the technician what treatment to apply.',
      turns: [
        { text: '', calls: [{ name: 'get_sample', args: { sample: 'HT-77120' }, result: s('received') }] },
        { text: '', calls: [{ name: 'get_sample', args: { sample: 'HT-77120' }, result: s('in_analysis', { tests_done: ['pH', 'total alkalinity'] }) }] },
        { text: '', calls: [{ name: 'get_sample', args: { sample: 'HT-77120' }, result: s('in_analysis', { tests_done: ['pH', 'total alkalinity', 'calcium hardness', 'free chlorine'] }) }] },
        { text: '', calls: [{ name: 'get_sample', args: { sample: 'HT-77120' }, result: s('reported', { results: { pH: 8.1, total_alkalinity_ppm: 165, calcium_hardness_ppm: 90, free_chlorine_ppm: 0.4, pseudomonas: 'detected' } }) }] },
        { text: 'Results for the Jensen tub: pH 8.1 and alkalinity 165 ppm are high, calcium 90 ppm is low, free chlorine 0.4 ppm and Pseudomonas detected. Treatment: drain and purge the plumbing with a line cleaner, refill, bring alkalinity to 80-120 ppm before adjusting pH to 7.4, raise calcium to about 150 ppm, then shock chlorinate to 10 ppm and re-test in 48 hours.' },
      ],
    };
    return { domain: 'hot tub servicing water tests', style: 'langgraph', isolates: 'A lab sample is polled from received through two in-analysis states with growing test lists to reported, and the treatment advice uses the numbers.', goal: sp.goal, root: render('langgraph', R, sp) };
  },

  // 04 donkey sanctuary adoption certificate rendering — CrewAI
  (R) => {
    const rj = 'rj_' + R.hex(8);
    const st = (s, extra) => `render_job=${rj} status=${s}${extra ? ' ' + extra : ''} at=${R.eu(R.adv(20, 50))} node=${R.replica('pdf', 4)}`;
    const sp = {
      model: 'gpt-4o-mini', role: 'Supporter Care Coordinator', agentGoal: 'Send adopters their certificates promptly', backstory: 'You work for Meadowbrook Donkey Sanctuary.', taskName: 'send_adoption_pack', expected: 'Confirmation that the pack was emailed',
      system: 'You are Supporter Care Coordinator. You work for Meadowbrook Donkey Sanctuary.',
      goal: 'Render the adoption certificate for Harriet Cole (adopting "Biscuit") and email her the pack.',
      turns: [
        { text: 'Start the certificate render.', calls: [{ name: 'Render Certificate', args: { adopter: 'Harriet Cole', donkey: 'Biscuit', template: 'gift-2024' }, result: st('QUEUED') }] },
        { text: 'Check on the render.', calls: [{ name: 'Render Status', args: { adopter: 'Harriet Cole' }, result: st('RENDERING', 'page=1/2') }] },
        { text: 'Page 1 done, waiting for page 2.', calls: [{ name: 'Render Status', args: { adopter: 'Harriet Cole' }, result: st('RENDERING', 'page=2/2') }] },
        { text: 'Final page in progress.', calls: [{ name: 'Render Status', args: { adopter: 'Harriet Cole' }, result: st('DONE', 'file=certs/2024/cole-biscuit.pdf size=412KB') }] },
        { text: 'Certificate ready; email the pack.', calls: [{ name: 'Send Email', args: { to: 'harriet.cole@example.org', template: 'adoption_pack', attachments: ['certs/2024/cole-biscuit.pdf'] }, result: { accepted: true, message_id: `<${R.hex(16)}@mail.meadowbrook.example>` } }] },
        { text: 'Pack sent.', final: 'Harriet Cole\'s adoption pack for Biscuit (certificate certs/2024/cole-biscuit.pdf) was emailed successfully.' },
      ],
    };
    return { domain: 'donkey sanctuary adoption packs', style: 'crewai', isolates: 'A PDF render is polled through queued, page 1/2, page 2/2 and done, then the certificate is emailed.', goal: sp.goal, root: render('crewai', R, sp) };
  },

  // 05 bird migration weather-radar processing — OpenTelemetry GenAI
  (R) => {
    const p = (state, pct, extra = {}) => ({ run: 'vol2bird-' + R.date() + '-eu', state, percent: pct, ...extra, heartbeat: R.epoch(R.adv(60, 180)), host: R.host('hpc-n') });
    const sp = {
      model: 'gpt-4.1', agentName: 'migration-desk', 
      system: 'You prepare the nightly bird migration bulletin from weather-radar vertical profiles.',
      goal: 'Produce last night\'s migration intensity summary for the Dutch and Belgian radars once the vol2bird processing run finishes.',
      turns: [
        { text: 'Check the processing run.', calls: [{ name: 'get_run', args: { run: 'latest' }, result: p('pending', 0) }] },
        { text: '', calls: [{ name: 'get_run', args: { run: 'latest' }, result: p('running', 31, { radars_done: ['nldhl', 'nlhrw'] }) }] },
        { text: '', calls: [{ name: 'get_run', args: { run: 'latest' }, result: p('running', 78, { radars_done: ['nldhl', 'nlhrw', 'bejab', 'bewid'] }) }] },
        { text: '', calls: [{ name: 'get_run', args: { run: 'latest' }, result: p('complete', 100, { output: 's3://radar-profiles/vpts/latest.csv' }) }] },
        { text: 'Run complete; pull the summary.', calls: [{ name: 'summarise_vpts', args: { path: 's3://radar-profiles/vpts/latest.csv' }, result: { peak_mtr_birds_km_h: { nldhl: 2140, nlhrw: 1875, bejab: 3310, bewid: 2960, nlhrw_peak_time: '23:40Z' }, main_direction_deg: 228, mean_height_m: 820 } }] },
        { text: 'Last night: strong south-westward migration (mean heading 228°, mean height ~820 m). Peak traffic rates: Jabbeke 3,310 birds/km/h, Wideumont 2,960, Den Helder 2,140, Herwijnen 1,875.' },
      ],
    };
    return { domain: 'bird migration weather-radar bulletin', style: 'otel', isolates: 'A processing run is polled from pending through 31% and 78% (each with more radars done) to complete, then its output is summarised.', goal: sp.goal, root: render('otel', R, sp) };
  },

  // 06 beach volleyball bracket generation — OpenAI Responses API
  (R) => {
    const j = 'brk_' + R.b62(10);
    const sp = {
      model: 'gpt-4.1-mini', agentName: 'tournament_desk', toolNames: ['generate_bracket', 'get_bracket_job'],
      system: 'You run registration and brackets for the Sandbar Open beach volleyball tournament.',
      goal: 'Generate the double-elimination bracket for the Open Mixed division (seeded by points) and tell me the first-round court assignments.',
      turns: [
        { calls: [{ name: 'generate_bracket', args: { division: 'open_mixed', format: 'double_elim', seeding: 'points' }, result: { job: j, status: 'accepted', eta_s: 40 } }] },
        { calls: [{ name: 'get_bracket_job', args: { job: j }, result: `status=seeding teams=24 t=${R.hms(R.adv(10, 20))} rid=${R.hex(12)}` }] },
        { calls: [{ name: 'get_bracket_job', args: { job: j }, result: `status=scheduling courts=6 t=${R.hms(R.adv(10, 20))} rid=${R.hex(12)}` }] },
        { calls: [{ name: 'get_bracket_job', args: { job: j }, result: `status=done t=${R.hms(R.adv(10, 20))} rid=${R.hex(12)}\nR1: C1 #1 Kahale/Ruiz v #24 bye | C2 #8 Moss/Tan v #17 Ortiz/Bell | C3 #5 Ngata/Lee v #20 Park/Dunn | C4 #4 Silva/Gray v #21 Cho/Ivers | C5 #3 Reyes/Holt v #22 Amar/Cruz | C6 #6 Brandt/Oyelaran v #19 Kim/Fox` }] },
        { text: 'Bracket generated (24 teams, 6 courts). Round 1: Court 1 Kahale/Ruiz (bye), Court 2 Moss/Tan v Ortiz/Bell, Court 3 Ngata/Lee v Park/Dunn, Court 4 Silva/Gray v Cho/Ivers, Court 5 Reyes/Holt v Amar/Cruz, Court 6 Brandt/Oyelaran v Kim/Fox.' },
      ],
    };
    return { domain: 'beach volleyball tournament brackets', style: 'responses', isolates: 'A bracket job moves accepted → seeding → scheduling → done across polls, and the finished court list is reported.', goal: sp.goal, root: render('responses', R, sp) };
  },
];
