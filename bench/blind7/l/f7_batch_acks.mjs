// Family 7: batch-with-identical-acks (loop: false)
import { agent, llm, tool, sys, usr, asst, toolMsg, J, trunc } from './lib.mjs';

export const family = 'batch-with-identical-acks';

// 01 — veterinary clinic, LlamaIndex; 6 vaccination reminders, ack {"status":"queued"}
function r01(R) {
  R.clock.set('2024-04-29T14:00:00Z');
  const goal = 'Send vaccination reminders to every client whose pet has a core vaccine due in the next two weeks.';
  const due = [
    { patient: 'Biscuit', species: 'canine', owner: 'Maria Lopez', client_id: 'CL-3301', vaccine: 'Rabies (3yr)', due: '2024-05-03', phone: '+1503555•••1' },
    { patient: 'Pepper', species: 'feline', owner: 'Dev Patel', client_id: 'CL-1877', vaccine: 'FVRCP', due: '2024-05-06', phone: '+1503555•••4' },
    { patient: 'Juniper', species: 'canine', owner: 'Sam Oyelaran', client_id: 'CL-4410', vaccine: 'DHPP', due: '2024-05-07', phone: '+1971555•••9' },
    { patient: 'Otis', species: 'canine', owner: 'Claire Dubois', client_id: 'CL-2058', vaccine: 'Leptospirosis', due: '2024-05-09', phone: '+1503555•••2' },
    { patient: 'Mochi', species: 'feline', owner: 'Ken Tanaka', client_id: 'CL-5123', vaccine: 'Rabies (1yr, PureVax)', due: '2024-05-10', phone: '+1360555•••7' },
    { patient: 'Rosie', species: 'canine', owner: 'Ahmed Farouk', client_id: 'CL-0932', vaccine: 'Bordetella', due: '2024-05-12', phone: '+1503555•••0' },
  ];
  const kids = [];
  const system = sys('You are the reminders assistant for Riverside Animal Hospital. Tools: find_due_vaccines, send_reminder.');
  kids.push(llm('OpenAI.achat', [system, usr(goal)], 'I will look up core vaccines due between 2024-04-29 and 2024-05-13 and send one SMS reminder per patient.'));
  R.clock.adv(500, 1200);
  kids.push(tool('find_due_vaccines', { from: '2024-04-29', to: '2024-05-13', core_only: true }, { count: due.length, due }));
  for (const d of due) {
    R.clock.adv(300, 900);
    kids.push(tool('send_reminder', { client_id: d.client_id, patient: d.patient, vaccine: d.vaccine, due_date: d.due, channel: 'sms' }, { status: 'queued' }));
    kids.push(llm('OpenAI.achat', [system, usr(goal), toolMsg('{"status":"queued"}', 'send_reminder')], `Queued the ${d.vaccine} reminder for ${d.patient} (${d.owner}), due ${d.due}.`));
  }
  return {
    isolates: 'Six different patients go through the same reminder tool, each receiving an identical {"status":"queued"} ack and a templated confirmation sentence, and the batch finishes.',
    loop: false, stagnation: false, goal,
    root: agent('FunctionAgent.run', goal, 'Sent 6 vaccination reminders by SMS: Biscuit (Rabies, 5/3), Pepper (FVRCP, 5/6), Juniper (DHPP, 5/7), Otis (Lepto, 5/9), Mochi (Rabies, 5/10) and Rosie (Bordetella, 5/12). All were queued successfully.', kids),
  };
}

// 02 — city transit, Semantic Kernel; 5 stops updated, each "204 No Content"
function r02(R) {
  R.clock.set('2025-05-02T19:30:00Z');
  const goal = 'The elevators at the five Blue Line stations repaired this week are back in service. Mark those stops accessible again in the GTFS stops table and republish the feed.';
  const stops = [
    ['BL-14N', 'Damen (Blue) – O\'Hare bound'], ['BL-14S', 'Damen (Blue) – Forest Park bound'], ['BL-19', 'California (Blue)'], ['BL-22', 'Logan Square'], ['BL-27', 'Jefferson Park Transit Center'],
  ];
  const kids = [];
  const m = 'AzureOpenAIChatCompletion.get_chat_message_contents';
  const s = sys('You are the GTFS data steward assistant. Plugins: Elevators, GTFS.');
  R.clock.adv(600, 1400);
  kids.push(tool('Elevators-list_returned_to_service', { since: '2025-04-28', line: 'Blue' }, { elevators: stops.map(([id, n]) => ({ stop_id: id, station: n, elevator_id: `EL-${R.int(100, 399)}`, returned_at: `2025-0${R.pick(['4-29', '4-30', '5-01', '5-02'])}T${R.int(10, 20)}:${R.int(10, 59)}:00-05:00` })) }));
  for (const [id, n] of stops) {
    R.clock.adv(200, 700);
    kids.push(tool('GTFS-update_stop', { stop_id: id, fields: { wheelchair_boarding: 1 } }, '204 No Content'));
    kids.push(llm(m, [s, usr(goal), toolMsg('204 No Content')], `Set wheelchair_boarding=1 on ${id} (${n}).`));
  }
  R.clock.advS(40, 90);
  kids.push(tool('GTFS-publish_feed', { validate: true }, { feed_version: '2025.05.02.2', validator: { errors: 0, warnings: 3 }, published_url: 'https://transit.example.gov/gtfs/google_transit.zip', published_at: R.clock.iso() }));
  return {
    isolates: 'Five different stop ids are updated through one tool that returns an identical "204 No Content" each time, with one templated sentence per stop, then the feed is published.',
    loop: false, stagnation: false, goal,
    root: agent('ChatCompletionAgent.invoke', goal, 'Marked 5 Blue Line stops accessible again (BL-14N, BL-14S, BL-19, BL-22, BL-27) and published feed version 2025.05.02.2 with 0 validation errors and 3 pre-existing warnings.', kids),
  };
}

// 03 — museums, BeeAI; 7 objects added to an exhibition, ack {"ok":true}
function r03(R) {
  R.clock.set('2025-01-14T15:12:00Z');
  const goal = "Add the seven objects on the final checklist to exhibition EXH-2025-03 ('Tides: Dutch Marine Painting') in the collections system.";
  const objs = [['1931.22', 'Ships in a Calm'], ['1948.7', 'Fishing Pinks on the Beach at Scheveningen'], ['1962.114', 'Harbor at Dusk'], ['1970.3.2', 'Storm off the Dutch Coast'], ['1984.51', 'Frigate Saluting'], ['1999.12', 'Ice Scene near a Harbor'], ['2011.40', 'The Y at Amsterdam']];
  const kids = [];
  const m = 'ollama:granite3.3:8b';
  const s = sys('You are a registrar assistant. Respond as Thought/Function Name/Function Input or Thought/Final Answer.');
  kids.push(llm(m, [s, usr(goal)], `Thought: The checklist has seven accession numbers. I will add them one by one with CollectionsAddToExhibition.\nFunction Name: CollectionsAddToExhibition\nFunction Input: {"exhibition_id":"EXH-2025-03","accession_number":"${objs[0][0]}"}`));
  objs.forEach(([acc, title], i) => {
    R.clock.adv(250, 800);
    kids.push(tool('CollectionsAddToExhibition', { exhibition_id: 'EXH-2025-03', accession_number: acc, role: 'exhibited' }, { ok: true }));
    if (i < objs.length - 1) kids.push(llm(m, [s, usr(goal), toolMsg('{"ok":true}')], `Thought: Added ${acc} (${title}) to EXH-2025-03; next is ${objs[i + 1][0]}.\nFunction Name: CollectionsAddToExhibition\nFunction Input: {"exhibition_id":"EXH-2025-03","accession_number":"${objs[i + 1][0]}"}`));
  });
  R.clock.adv(300, 700);
  kids.push(tool('CollectionsGetExhibition', { exhibition_id: 'EXH-2025-03' }, { exhibition_id: 'EXH-2025-03', title: 'Tides: Dutch Marine Painting', opens: '2025-03-08', object_count: 7, objects: objs.map(([a]) => a) }));
  return {
    isolates: 'Seven distinct accession numbers go through the same add-to-exhibition tool, each returning an identical {"ok":true}, with a templated thought naming the next item, and a final read confirms all seven.',
    loop: false, stagnation: false, goal,
    root: agent('bee.agent.run', goal, 'All seven checklist objects are now on EXH-2025-03 (1931.22, 1948.7, 1962.114, 1970.3.2, 1984.51, 1999.12, 2011.40); the exhibition record shows object_count 7.', kids),
  };
}

// 04 — payroll, AutoGen, string args; 8 timesheets approved, ack "Timesheet approved."
function r04(R) {
  R.clock.set('2024-11-11T16:20:00Z');
  const goal = "Approve last week's submitted timesheets for the warehouse team, skipping any with overtime over 10 hours (flag those to me instead).";
  const ts = [
    ['Jamie Chen', 'E1042', 38.5, 0], ['Luis Ortega', 'E1107', 42, 2], ['Aisha Bello', 'E1133', 40, 0], ['Grace Kim', 'E1150', 36, 0],
    ['Tomasz Nowak', 'E1162', 51.5, 11.5], ['Ravi Menon', 'E1178', 44, 4], ['Hannah Moore', 'E1191', 40, 0], ['Omar Haddad', 'E1203', 45.5, 5.5], ['Beth Sullivan', 'E1217', 32, 0],
  ];
  const kids = [];
  const s = sys('You are payroll_assistant. Tools: list_timesheets, approve_timesheet, flag_timesheet.');
  R.clock.adv(500, 1100);
  kids.push(tool('list_timesheets', { team: 'Warehouse', week_ending: '2024-11-08', status: 'submitted' }, { timesheets: ts.map(([n, id, h, ot]) => ({ employee: n, employee_id: id, hours: h, overtime_hours: ot, timesheet_id: `TS-${id}-1108` })) }));
  kids.push(llm('OpenAIChatCompletionClient.create', [s, usr(goal)], '9 timesheets are submitted. Tomasz Nowak has 11.5 overtime hours, so I will flag his and approve the other 8.'));
  for (const [n, id, h, ot] of ts) {
    if (ot > 10) continue;
    R.clock.adv(300, 800);
    kids.push(tool('approve_timesheet', { timesheet_id: `TS-${id}-1108` }, 'Timesheet approved.'));
    kids.push(llm('OpenAIChatCompletionClient.create', [s, usr(goal), toolMsg('Timesheet approved.')], `Approved ${n}'s timesheet (${h} h, week ending Nov 8).`));
  }
  R.clock.adv(300, 800);
  kids.push(tool('flag_timesheet', { timesheet_id: 'TS-E1162-1108', note: 'Overtime 11.5 h exceeds 10 h threshold — needs manager review' }, 'Timesheet flagged for review.'));
  return {
    isolates: 'Eight different timesheets are approved through one tool with an identical "Timesheet approved." ack and a templated sentence each, one over-threshold sheet is flagged, and the batch completes.',
    loop: false, stagnation: false, goal,
    root: agent('RoundRobinGroupChat', goal, 'Approved 8 warehouse timesheets for the week ending Nov 8. Flagged Tomasz Nowak (51.5 h, 11.5 h overtime) for your review. TERMINATE', [agent('payroll_assistant', goal, 'Approved 8, flagged 1. TERMINATE', kids)]),
    stringArgs: true,
  };
}

// 05 — customer support, Vercel AI SDK, string args; 5 tickets closed via macro
function r05(R) {
  R.clock.set('2025-02-03T11:05:00Z');
  const goal = "Close out the tickets about last Friday's login outage that customers have confirmed are resolved, using the 'Outage resolved' macro.";
  const tix = [[48211, 'Can’t log in since this morning', 'Northpeak Dental'], [48219, 'SSO loop on login page', 'Fairway Logistics'], [48236, 'Login 500 error', 'Quill & Co'], [48240, 'Users locked out', 'Harlow Schools'], [48257, 'Password reset email never arrives', 'Vesta Clinics']];
  const kids = [];
  const s = sys('You are a support operations assistant. Tools: searchTickets, applyMacro.');
  R.clock.adv(400, 1000);
  kids.push(tool('ai.toolCall searchTickets', { query: 'tag:incident-0131 status:pending customer_confirmed:true' }, { count: 5, tickets: tix.map(([id, subj, org]) => ({ id, subject: subj, organization: org, status: 'pending', last_customer_reply: 'Yes, it works now, thanks!' })) }));
  for (const [id, , org] of tix) {
    R.clock.adv(200, 600);
    kids.push(tool('ai.toolCall applyMacro', { ticketId: id, macro: 'Outage resolved', setStatus: 'solved' }, { ok: true, result: 'macro_applied' }));
    kids.push(llm('ai.generateText.doGenerate', [s, usr(goal), toolMsg('{"ok":true,"result":"macro_applied"}')], `Closed #${id} (${org}) with the Outage resolved macro.`));
  }
  return {
    isolates: 'Five distinct tickets receive the same macro with identical {"ok":true,"result":"macro_applied"} acks and a templated line per ticket, then the agent reports completion.',
    loop: false, stagnation: false, goal,
    root: agent('ai.generateText', goal, 'Closed all 5 confirmed outage tickets with the "Outage resolved" macro: #48211, #48219, #48236, #48240 and #48257.', kids),
    stringArgs: true,
  };
}

// 06 — devops, Claude Code; aws create-tags prints nothing for each of 6 instances, then verified
function r06(R) {
  R.clock.set('2024-10-15T09:48:00Z');
  const goal = 'Tag the six Ubuntu 20.04 app servers in prod with PatchGroup=wave-2 so they go into the second patch window.';
  const model = 'claude-sonnet-4-20250514';
  const ctx = (x) => [sys('You are Claude Code, an interactive CLI tool that helps users with software engineering tasks.'), usr(goal), ...(x ? [toolMsg(x)] : [])];
  const ids = Array.from({ length: 6 }, () => `i-0${R.hex(16)}`);
  const names = ['app-prod-01', 'app-prod-02', 'app-prod-03', 'app-prod-04', 'app-prod-07', 'app-prod-08'];
  const kids = [];
  kids.push(llm(model, ctx(), "I'll find the prod app servers running Ubuntu 20.04 first."));
  R.clock.adv(1200, 2500);
  kids.push(tool('Bash', { command: `aws ec2 describe-instances --filters "Name=tag:Env,Values=prod" "Name=tag:Role,Values=app" "Name=tag:OS,Values=ubuntu-20.04" --query 'Reservations[].Instances[].[InstanceId,Tags[?Key==\`Name\`]|[0].Value]' --output text`, description: 'List prod app servers on Ubuntu 20.04' }, ids.map((id, i) => `${id}\t${names[i]}`).join('\n')));
  ids.forEach((id, i) => {
    R.clock.adv(900, 1800);
    kids.push(tool('Bash', { command: `aws ec2 create-tags --resources ${id} --tags Key=PatchGroup,Value=wave-2`, description: `Tag ${names[i]}` }, '(No content)'));
    kids.push(llm(model, ctx('(No content)'), `Tagged ${names[i]} (${id}) with PatchGroup=wave-2.`));
  });
  R.clock.adv(1200, 2000);
  kids.push(tool('Bash', { command: 'aws ec2 describe-tags --filters "Name=key,Values=PatchGroup" "Name=value,Values=wave-2" --query "Tags[].ResourceId" --output text | wc -w', description: 'Verify tag count' }, '6'));
  return {
    isolates: 'Six different instance ids are tagged with the same CLI command shape, each returning identical empty output and a templated sentence, and a final describe-tags confirms all six.',
    loop: false, stagnation: false, goal,
    root: agent('claude-code', goal, `Done — all six Ubuntu 20.04 prod app servers (${names.join(', ')}) are tagged PatchGroup=wave-2; describe-tags confirms 6 resources with that tag.`, kids),
  };
}

export const rows = [r01, r02, r03, r04, r05, r06];
