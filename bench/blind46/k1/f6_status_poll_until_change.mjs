import { makeRng, recorder, step, sys, user, toolMsg, span } from './lib.mjs';

// Family: status_poll_until_change — polling a job until its status changes, then using the result.
export const family = 'status_poll_until_change';

function poll(S, m, name, args, states, mkOut) { const out = []; states.forEach((st, i) => out.push(...step(S, m, { text: null, calls: [{ name, args }] }, [mkOut(st, i)]))); return out; }

function r01(id) {
  const R = makeRng(id); const S = recorder('crewai', R, 'gpt-4o');
  const goal = 'Start the burnout cycle for bronze casting flask batch F-88 at the foundry kiln controller, wait for it to finish, and book the pour slot.';
  const m = [user(goal)]; const t = [];
  t.push(...step(S, m, { text: 'Thought: start the burnout program.', calls: [{ name: 'kiln_start', args: { kiln: 'K2', program: 'burnout-12h', batch: 'F-88' } }] }, [{ job: 'KJ-5521', status: 'queued' }]));
  t.push(...poll(S, m, 'kiln_status', { job: 'KJ-5521' }, ['queued', 'heating', 'soaking', 'cooling', 'complete'], (st) => ({ job: 'KJ-5521', status: st, temp_c: { queued: 24, heating: 480, soaking: 732, cooling: 540, complete: 480 }[st], read_at: R.iso(), controller: R.host('kiln') })));
  t.push(...step(S, m, { text: 'Thought: burnout complete at pour temperature; book the pour.', calls: [{ name: 'book_pour', args: { batch: 'F-88', kiln: 'K2' } }] }, [{ slot: '14:30', crucible: 'C-3' }]));
  t.push(S.llm(m, { text: 'Final Answer: Burnout for F-88 completed; pour booked at 14:30 with crucible C-3.' }));
  return { isolates: 'Kiln status is polled through queued, heating, soaking, cooling and complete, then the pour is booked and the task finishes.', goal,
    root: S.agent('Crew: foundry-crew', { inputs: { batch: 'F-88' } }, { raw: 'Pour booked 14:30' }, [span('task', 'Task: Run burnout and book pour', { description: goal }, 'Pour booked 14:30', t)]) };
}

function r02(id) {
  const R = makeRng(id); const S = recorder('otel_genai', R, 'gpt-4o-mini');
  const goal = 'Check whether the DNA paternity test for case PT-40912 has finished sequencing and email the report link to the solicitor.';
  const m = [user(goal)]; const ch = [];
  ch.push(...poll(S, m, 'lims_case_status', { case: 'PT-40912' }, ['QUEUED', 'QUEUED', 'RUNNING', 'RUNNING', 'REVIEW', 'RELEASED'], (st) => ({ case: 'PT-40912', status: st, updated: R.httpDate(), request_id: R.reqId(), report_url: st === 'RELEASED' ? 'https://lims.example/reports/PT-40912.pdf' : null })));
  ch.push(...step(S, m, { text: 'Released. Sending the link.', calls: [{ name: 'send_email', args: { to: 'solicitor@example.law', subject: 'PT-40912 report', body: 'https://lims.example/reports/PT-40912.pdf' } }] }, [{ accepted: true, message_id: `<${R.hex(16)}@mail.example>` }]));
  ch.push(S.llm(m, { text: 'The report for PT-40912 was released and the link has been emailed to the solicitor.' }));
  return { isolates: 'LIMS status goes QUEUED, QUEUED, RUNNING, RUNNING, REVIEW, RELEASED with noisy headers; the agent then uses the report URL and finishes.', goal,
    root: S.agent('invoke_agent lab-assistant', goal, 'done', ch) };
}

function r03(id) {
  const R = makeRng(id); const S = recorder('responses', R, 'gpt-4.1');
  const goal = 'Render the 4K walkthrough of the riverside apartment scheme on the render farm and attach the video to the client portal.';
  const m = [user(goal)]; const ch = [];
  ch.push(...step(S, m, { text: 'Submitting the render.', calls: [{ name: 'farm_submit', args: { scene: 'riverside_v12.blend', frames: '1-2400', res: '3840x2160' } }] }, [{ job_id: 'rf-77120' }]));
  ch.push(...poll(S, m, 'farm_job', { job_id: 'rf-77120' }, [0, 0, 18, 47, 83, 100], (pct) => ({ job_id: 'rf-77120', state: pct === 0 ? 'pending' : pct === 100 ? 'finished' : 'rendering', frames_done: Math.round(pct * 24), nodes: R.int(8, 32), eta: pct === 100 ? null : R.dur(), output: pct === 100 ? 's3://farm-out/rf-77120/walkthrough.mp4' : null })));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'portal_attach', args: { project: 'riverside', url: 's3://farm-out/rf-77120/walkthrough.mp4' } }] }, [{ ok: true }]));
  ch.push(S.llm(m, { text: 'The walkthrough finished rendering (2400 frames) and is attached to the client portal.' }));
  return { isolates: 'Render job polled from pending to finished with frame counts rising each time; the output is attached and the run ends.', goal,
    root: S.agent('viz-agent', { input: goal }, { status: 'completed' }, ch) };
}

function r04(id) {
  const R = makeRng(id); const S = recorder('smolagents', R, 'Qwen/Qwen2.5-72B-Instruct');
  const goal = 'Send the new wine label artwork for the 2023 Riesling to the printer for a proof, wait for proof approval status, and report the proof number.';
  const ch = [];
  const seq = ['submitted', 'preflight', 'preflight', 'proof_ready'];
  ch.push(span('chain', 'Step 1', {}, null, [S.llm([user(goal)], { text: 'Thought: upload artwork.\nCode:\n```py\nj = printer_upload(file="riesling23_label.pdf")\nprint(j)\n```<end_code>' }), S.tool('python_interpreter', { code: 'j = printer_upload(file="riesling23_label.pdf")\nprint(j)' }, `Execution logs:\n{'job': 'PX-3391', 'status': 'submitted'}`)]));
  seq.forEach((st, i) => ch.push(span('chain', `Step ${i + 2}`, {}, null, [S.llm([user(goal)], { text: `Thought: status was ${i === 0 ? 'submitted' : seq[i - 1]}; wait and check again.\nCode:\n\`\`\`py\nimport time; time.sleep(60)\nprint(printer_status(job="PX-3391"))\n\`\`\`<end_code>` }), S.tool('python_interpreter', { code: 'import time; time.sleep(60)\nprint(printer_status(job="PX-3391"))' }, `Execution logs:\n{'job': 'PX-3391', 'status': '${st}', 'checked': '${R.iso()}'${st === 'proof_ready' ? ", 'proof_no': 'PRF-22817'" : ''}}`)])));
  ch.push(span('chain', 'Step 6', {}, null, [S.llm([user(goal)], { text: 'Thought: proof is ready.\nCode:\n```py\nfinal_answer("Proof PRF-22817 is ready for the 2023 Riesling label.")\n```<end_code>' }), S.tool('final_answer', { answer: 'Proof PRF-22817 is ready for the 2023 Riesling label.' }, 'Proof PRF-22817 is ready for the 2023 Riesling label.')]));
  return { isolates: 'Printer job moves submitted, preflight, preflight, proof_ready; the proof number is reported and the agent stops.', goal,
    root: S.agent('CodeAgent', { task: goal }, 'Proof PRF-22817 is ready', ch) };
}

function r05(id) {
  const R = makeRng(id); const S = recorder('claude_agent_sdk', R, 'claude-sonnet-4-20250514');
  const goal = 'Deploy the updated CloudFormation stack for the ballet school booking site and confirm the new class timetable endpoint responds.';
  const m = [user(goal)]; const ch = [];
  ch.push(...step(S, m, { text: 'Deploying the stack.', calls: [{ name: 'Bash', args: { command: 'aws cloudformation update-stack --stack-name ballet-bookings --template-body file://stack.yaml' } }] }, [`{\n    "StackId": "arn:aws:cloudformation:eu-west-2:${R.int(1e11, 9e11)}:stack/ballet-bookings/${R.uuid()}"\n}`]));
  ['UPDATE_IN_PROGRESS', 'UPDATE_IN_PROGRESS', 'UPDATE_COMPLETE_CLEANUP_IN_PROGRESS', 'UPDATE_COMPLETE'].forEach((st) => ch.push(...step(S, m, { text: null, calls: [{ name: 'Bash', args: { command: "aws cloudformation describe-stacks --stack-name ballet-bookings --query 'Stacks[0].StackStatus' --output text" } }] }, [st])));
  ch.push(...step(S, m, { text: null, calls: [{ name: 'Bash', args: { command: 'curl -s -o /dev/null -w "%{http_code} %{time_total}\\n" https://bookings.example/api/timetable' } }] }, [`200 ${(R.f()).toFixed(6)}`]));
  ch.push(S.llm(m, { text: 'Stack update completed and /api/timetable returns 200.' }));
  return { isolates: 'Stack status is polled until UPDATE_COMPLETE, then the endpoint is checked and the session ends.', goal,
    root: S.agent('claude-code-session', { prompt: goal }, { subtype: 'success' }, ch) };
}

function r06(id) {
  const R = makeRng(id); const S = recorder('strands', R, 'us.amazon.nova-pro-v1:0');
  const goal = 'Submit the applicant photo to the passport photo compliance checker and tell the customer whether it passed.';
  const m = [user(goal)]; const ch = [];
  ch.push(...step(S, m, { text: 'Uploading photo.', calls: [{ name: 'photo_check_submit', args: { image: 's3://kiosk-uploads/2291/photo.jpg' } }] }, [{ check_id: 'chk_' + R.hex(10) }]));
  ['pending', 'analysing', 'analysing', 'done'].forEach((st) => ch.push(...step(S, m, { text: null, calls: [{ name: 'photo_check_result', args: { check: 'latest' } }] }, [{ status: st, progress: { pending: 0, analysing: R.int(30, 80), done: 100 }[st], result: st === 'done' ? { pass: false, issues: ['shadow behind head'] } : null, ts: R.epochMs() }])));
  ch.push(S.llm(m, { text: 'The photo did not pass: there is a shadow behind the head. Please retake against the plain background.' }));
  return { isolates: 'The compliance check is polled from pending through analysing to done with a fail result, which the agent relays to the customer.', goal,
    root: S.agent('kiosk_agent', { prompt: goal }, null, ch) };
}

export const rows = [r01, r02, r03, r04, r05, r06];
