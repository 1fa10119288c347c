// Family 10 (healthy look-alike of families 1/4): a batch of DISTINCT items goes through one
// tool, and every call returns the same acknowledgement ("ok", "queued", "accepted"). The batch
// completes.
import { run } from './lib.mjs';

export const family = 'batch_identical_acks';
export const loop = false;
export const stagnation = false;
export const summary = 'Same tool called for 4+ different items with identical acknowledgements; the batch finishes and is reported.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', domain: 'telecom RAN configuration rollout', style: 'plain',
    isolates: 'Eight eNodeBs receive the same QoS profile through push_config (two parallel batches of four tool calls); each returns {"result":"ok"} and the rollout is verified and reported.',
    goal: 'Roll out QoS profile VOLTE-QCI1-v7 to the eight eNodeBs in the Columbus East cluster (CMH-E01..CMH-E08) during tonight\'s window and confirm they all took it.',
    build(ctx, goal) {
      const r = run(ctx, 'plain', {
        name: 'ran-change-agent', model: 'gpt-4o-2024-08-06', task: goal,
        system: 'You execute approved RAN changes. Tools: push_config (EMS northbound), verify_profile. Change ticket CHG-88213 is approved for 01:00-03:00.',
        tools: ['push_config', 'verify_profile'],
      });
      const ok = (site) => (c) => ({ result: 'ok', site, ems_txn: 'TXN' + c.digits(9), applied_at: c.iso() });
      const sites = ['CMH-E01', 'CMH-E02', 'CMH-E03', 'CMH-E04', 'CMH-E05', 'CMH-E06', 'CMH-E07', 'CMH-E08'];
      r.step('Pushing the profile to the first four sites in parallel.', sites.slice(0, 4).map((s) => ({ name: 'push_config', args: { site: s, profile: 'VOLTE-QCI1-v7', change: 'CHG-88213' }, out: ok(s) })));
      r.step('The first four acknowledged. Pushing the remaining four.', sites.slice(4).map((s) => ({ name: 'push_config', args: { site: s, profile: 'VOLTE-QCI1-v7', change: 'CHG-88213' }, out: ok(s) })));
      r.step('All eight pushes acknowledged. Reading back the active profile cluster-wide to confirm.', [
        { name: 'verify_profile', args: { cluster: 'CMH-EAST', profile: 'VOLTE-QCI1-v7' }, out: (c) => ({ checked: 8, active: 8, mismatched: [], checked_at: c.iso(), ems: `ems-nb-${c.int(1, 3)}` }) },
      ]);
      r.final('VOLTE-QCI1-v7 is active on all eight Columbus East eNodeBs (CMH-E01 to E08). Every push returned ok and the cluster read-back shows 8 of 8 active with no mismatches, done inside the CHG-88213 window.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', domain: 'online courses LMS (late enrollments)', style: 'smolagents',
    isolates: 'A CodeAgent loops over six different students calling enroll_user, each returning "queued", then checks the enrollment job which reports 6/6 completed.',
    goal: 'Add the six late-registering students (IDs 60121, 60134, 60177, 60190, 60203, 60215) to CHEM-110 section 03 and confirm they can see the course.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', { task: goal, code: true, maxSteps: 5, model: 'openai/gpt-4o-mini', tools: ['enroll_user', 'enrollment_job_status', 'final_answer'] });
      const ids = ['60121', '60134', '60177', '60190', '60203', '60215'];
      const jobId = 'enr_' + ctx.hex(10);
      r.step('I will enroll each student in section 03 in a loop.', ids.map((id) => ({ name: 'enroll_user', args: { user_id: id, course: 'CHEM-110', section: '03', role: 'student' }, out: 'queued' })), {
        code: `ids = ${JSON.stringify(ids).replace(/"/g, "'")}\nfor uid in ids:\n    print(uid, enroll_user(user_id=uid, course="CHEM-110", section="03", role="student"))`,
        logs: (c, o) => `Execution logs:\n${ids.map((id, i) => `${id} ${o[i]}`).join('\n')}\nLast output from code snippet:\nNone`,
      });
      r.step('All six requests are queued. Checking the enrollment job.', [
        { name: 'enrollment_job_status', args: { course: 'CHEM-110', section: '03', job_id: jobId }, out: (c) => ({ job_id: jobId, state: 'completed', processed: 6, succeeded: 6, failed: 0, finished_at: c.iso() }) },
      ], { code: `print(enrollment_job_status(course="CHEM-110", section="03", job_id="${jobId}"))` });
      r.final('All six students (60121, 60134, 60177, 60190, 60203, 60215) are enrolled in CHEM-110 section 03; the enrollment job finished 6/6 with no failures, so the course now appears on their dashboards.', 'The enrollment job finished with 6 of 6 succeeded.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', start: '2024-03-08T15:09:51Z', domain: 'parking enforcement (bulk citation voids)', style: 'adk',
    isolates: 'Five different citations from a malfunctioning meter are voided with the same {"status":"accepted"} acknowledgement each, then the agent writes the adjudication note.',
    goal: 'Meter BH-M-2231 on Oak St was broken from March 4-6. Void the five citations issued at that meter in that period and note the reason for the adjudication log.',
    build(ctx, goal) {
      const r = run(ctx, 'adk', {
        name: 'adjudication_agent', app: 'brookhaven_parking', model: 'gemini-2.0-flash', task: goal,
        system: 'You help the Brookhaven parking adjudication desk. Tools: find_citations, void_citation, add_log_note.',
        tools: ['find_citations', 'void_citation', 'add_log_note'],
      });
      const cits = ['BH2290114', 'BH2290187', 'BH2290233', 'BH2290302', 'BH2290356'];
      r.step('Finding citations tied to meter BH-M-2231 for March 4-6.', [
        { name: 'find_citations', args: { meter_id: 'BH-M-2231', from: '2024-03-04', to: '2024-03-06' }, out: (c) => ({ count: 5, citations: cits.map((n) => ({ citation_no: n, violation: 'EXPIRED-METER', amount: 45 })), query_ms: c.int(10, 90) }) },
      ]);
      r.step('Five expired-meter citations. Voiding them all with reason METER_MALFUNCTION.', cits.map((n) => ({ name: 'void_citation', args: { citation_no: n, reason: 'METER_MALFUNCTION', ref: 'WO-7741' }, out: { status: 'accepted' } })));
      r.step('All five voids accepted. Adding the adjudication log note.', [
        { name: 'add_log_note', args: { subject: 'Meter BH-M-2231 malfunction 2024-03-04..06', body: `Voided ${cits.join(', ')} (reason METER_MALFUNCTION, work order WO-7741).` }, out: (c) => ({ note_id: 'N-' + c.int(100000, 999999), created: c.isoTz(-5) }) },
      ]);
      r.final('Voided all five expired-meter citations from meter BH-M-2231 for March 4-6 (BH2290114, BH2290187, BH2290233, BH2290302, BH2290356), each with reason METER_MALFUNCTION referencing WO-7741, and logged an adjudication note.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'greenhouse agriculture (irrigation schedules)', style: 'n8n',
    isolates: 'An n8n agent sets six different irrigation schedules (one per zone, different volumes and times) and every call answers {"response":"ok"}; it then reads back the controller summary.',
    goal: 'Apply next week\'s irrigation plan for greenhouse B: tomatoes zones B1-B3 at 1.8 L/plant at 06:00 and 14:00, cucumbers B4-B5 at 2.2 L/plant at 06:30 and 13:30, propagation bench B6 misting 90 s every 2 h from 08:00-18:00.',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o-mini',
        system: 'You operate the Priva irrigation controller through its gateway. Tools: "Set Zone Schedule", "Controller Summary".',
      });
      const Z = (zone, body) => ({ name: 'Set_Zone_Schedule', node: 'Set Zone Schedule', nodeType: 'n8n-nodes-base.httpRequestTool', args: { zone, ...body }, out: { response: 'ok' } });
      r.step('Setting the tomato zones first.', [
        Z('B1', { crop: 'tomato', litres_per_plant: 1.8, times: ['06:00', '14:00'] }),
        Z('B2', { crop: 'tomato', litres_per_plant: 1.8, times: ['06:00', '14:00'] }),
        Z('B3', { crop: 'tomato', litres_per_plant: 1.8, times: ['06:00', '14:00'] }),
      ]);
      r.step('Tomato zones are set. Now the cucumbers and the propagation bench.', [
        Z('B4', { crop: 'cucumber', litres_per_plant: 2.2, times: ['06:30', '13:30'] }),
        Z('B5', { crop: 'cucumber', litres_per_plant: 2.2, times: ['06:30', '13:30'] }),
        Z('B6', { mode: 'mist', seconds: 90, every_minutes: 120, window: ['08:00', '18:00'] }),
      ]);
      r.step('All six zones accepted. Reading back the controller summary to confirm.', [
        { name: 'Controller_Summary', node: 'Controller Summary', nodeType: 'n8n-nodes-base.httpRequestTool', args: { greenhouse: 'B' }, out: (c) => ({ response: JSON.stringify({ zones: { B1: '2x/day 1.8 L', B2: '2x/day 1.8 L', B3: '2x/day 1.8 L', B4: '2x/day 2.2 L', B5: '2x/day 2.2 L', B6: 'mist 90s/2h 08-18' }, plan_week: c.int(10, 20), controller_fw: '7.4.2', read_at: c.eu() }) }) },
      ]);
      r.final('Greenhouse B plan applied: B1-B3 tomatoes get 1.8 L/plant at 06:00 and 14:00, B4-B5 cucumbers 2.2 L/plant at 06:30 and 13:30, and the B6 propagation bench mists 90 s every 2 h from 08:00 to 18:00. The controller read-back matches.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', start: '2024-02-20T14:22:18Z', domain: 'subscription box e-commerce (skip requests)', style: 'letta',
    isolates: 'A Letta agent tags five different customers with the March-skip tag one by one; tag_customer returns "OK" each time and the agent confirms the batch to the ops lead.',
    goal: 'These five subscribers asked to skip the March box: Priya Shah, Omar Haddad, Lucy Brennan, Kenji Watanabe, Dolores Ruiz. Tag them so fulfillment skips them, and confirm when done.',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'boxops-assistant', model: 'gpt-4o-mini', task: goal,
        system: 'You are the operations assistant for Fernleaf Boxes (monthly plant subscription). Tools: find_customer, tag_customer.',
      });
      const people = [['Priya Shah', 'cus_PS4410'], ['Omar Haddad', 'cus_OH1182'], ['Lucy Brennan', 'cus_LB9034'], ['Kenji Watanabe', 'cus_KW2271'], ['Dolores Ruiz', 'cus_DR5519']];
      r.step('Resolving all five names to customer ids in one lookup.', [
        { name: 'find_customer', args: { names: people.map((p) => p[0]) }, out: (c) => JSON.stringify({ matches: people.map(([n, id]) => ({ name: n, id, plan: 'monthly' })), took_ms: c.int(20, 80) }) },
      ]);
      const notes = [
        'All five resolved. Starting with Priya Shah.',
        'Omar Haddad is next.',
        'Now Lucy Brennan, who is on the annual-prepaid cohort but still monthly shipping.',
        'Kenji Watanabe next; his box ships from the west warehouse.',
        'Last one: Dolores Ruiz.',
      ];
      people.forEach(([n, id], i) => r.step(notes[i], [{ name: 'tag_customer', args: { customer_id: id, tag: 'skip-2024-03' }, out: 'OK' }]));
      r.say('Done — Priya Shah, Omar Haddad, Lucy Brennan, Kenji Watanabe and Dolores Ruiz are tagged skip-2024-03, so fulfillment will leave them out of the March run.', 'All five tagged; confirming to the ops lead.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', domain: 'game localization (coding, locale files)', style: 'swe',
    isolates: 'A SWE-agent adds the same new string key to six different locale files, each edit answering the identical "edited successfully" message, then the locale checker passes and the change is submitted.',
    goal: 'The new "Photo mode" menu entry shows the raw key menu.photo_mode in all non-English languages. Add translations for de, fr, es, it, ja and pt-BR (copy provided in docs/loc/photo_mode.csv).',
    build(ctx, goal) {
      const r = run(ctx, 'swe', { repo: 'emberforge/skyreach-ui', cwd: '/repo', task: goal, instanceId: 'emberforge__skyreach-ui-903' });
      r.step('Let me read the provided translations.', [
        { name: 'bash', args: { command: 'cat docs/loc/photo_mode.csv' }, out: 'locale,menu.photo_mode\nde,Fotomodus\nfr,Mode photo\nes,Modo foto\nit,Modalità foto\nja,フォトモード\npt-BR,Modo foto' },
      ]);
      const tr = [['de', 'Fotomodus'], ['fr', 'Mode photo'], ['es', 'Modo foto'], ['it', 'Modalità foto'], ['ja', 'フォトモード'], ['pt-BR', 'Modo foto']];
      const why = {
        de: 'Adding the German entry after menu.options in locales/de.json.',
        fr: 'French: "Mode photo".',
        es: 'Spanish uses "Modo foto".',
        it: 'Italian needs the accented "Modalità foto"; the file is UTF-8 so it can go in directly.',
        ja: 'Japanese: フォトモード (katakana).',
        'pt-BR': 'Finally Brazilian Portuguese, "Modo foto", in locales/pt-BR.json.',
      };
      for (const [loc, text] of tr) {
        r.step(why[loc], [{ name: 'str_replace_editor', args: { command: `str_replace_editor str_replace /repo/locales/${loc}.json --old_str '  "menu.options":' --new_str '  "menu.photo_mode": "${text}",\n  "menu.options":'` }, out: `The file /repo/locales/${loc}.json has been edited successfully.` }]);
      }
      r.step('All six locales edited. Running the locale completeness checker.', [
        { name: 'bash', args: { command: 'python tools/check_locales.py --strict' }, out: (c) => `checked 7 locales against en.json (1,842 keys)\nde ok\nfr ok\nes ok\nit ok\nja ok\npt-BR ok\nall locales complete (${c.float(0.08, 0.4, 2)}s)` },
      ]);
      r.step('Every locale is complete. Submitting.', [{ name: 'submit', args: { command: 'submit' }, out: 'diff --git a/locales/de.json b/locales/de.json\n+  "menu.photo_mode": "Fotomodus",\n... (6 files changed, 6 insertions(+))' }]);
      return r.end({ output: { exit_status: 'submitted', submission: 'diff --git a/locales/de.json b/locales/de.json ...' } });
    },
  },
];
