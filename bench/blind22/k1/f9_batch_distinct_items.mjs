// Healthy 4: batch work over distinct items; same tool, a different item each time, identical acknowledgements, one templated sentence per item.
import { render } from './lib.mjs';
export const family = 'batch_distinct_items';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 rabbit show entries — Pydantic AI / Logfire
  (R) => {
    const rabbits = [['Flopsy', 'Netherland Dwarf', 'Adult Doe'], ['Bramble', 'Holland Lop', 'Young Buck'], ['Pepper', 'English Spot', 'Adult Buck'], ['Juniper', 'Mini Rex', 'Young Doe']];
    const sp = {
      model: 'gpt-4o-mini', agentName: 'show_secretary',
      system: 'You enter rabbits into the Three Counties Rabbit Show for club members.',
      goal: 'Enter Mrs Halloran\'s four rabbits (list attached in her email) into the Three Counties show in the right breed classes.',
      turns: [
        ...rabbits.map(([n, b, c], i) => ({ text: i === 0 ? `Entering ${n} (${b}) in ${c}.` : `Entered the previous rabbit. Entering ${n} (${b}) in ${c}.`, calls: [{ name: 'enter_exhibit', args: { exhibitor: 'M. Halloran', name: n, breed: b, class: c }, result: 'ok' }] })),
        { text: 'All four rabbits are entered: Flopsy (Netherland Dwarf, Adult Doe), Bramble (Holland Lop, Young Buck), Pepper (English Spot, Adult Buck) and Juniper (Mini Rex, Young Doe).' },
      ],
    };
    return { domain: 'rabbit show entries', style: 'pydantic_ai', isolates: 'Four different rabbits are entered with the same tool and identical "ok" replies; each step names the next rabbit, then the run finishes.', goal: sp.goal, root: render('pydantic_ai', R, sp) };
  },

  // 02 badminton club shuttlecock orders — OpenAI Agents SDK
  (R) => {
    const teams = [['Men\'s 1st', 6], ['Men\'s 2nd', 4], ['Ladies 1st', 5], ['Mixed A', 5], ['Juniors', 3]];
    const sp = {
      model: 'gpt-4.1-mini', agentName: 'Kit Officer', toolNames: ['place_order_line'],
      system: 'You are the kit officer assistant for Elmfield Badminton Club. Yonex AS-30 tubes are ordered per team.',
      goal: 'Place this month\'s shuttlecock order: one line per team using the tube counts from the captains.',
      turns: [
        ...teams.map(([t, q]) => ({ text: `Adding ${q} tubes of AS-30 for ${t}.`, calls: [{ name: 'place_order_line', args: { order: 'EBC-2025-02', team: t, product: 'Yonex AS-30 speed 77', tubes: q }, result: { status: 'queued' } }] })),
        { text: 'Order EBC-2025-02 has 5 lines, 23 tubes in total (Men\'s 1st 6, Men\'s 2nd 4, Ladies 1st 5, Mixed A 5, Juniors 3).' },
      ],
    };
    return { domain: 'badminton club shuttlecock orders', style: 'oai_agents', isolates: 'Five order lines for five different teams get the same "queued" answer; one templated sentence per team, then a total.', goal: sp.goal, root: render('oai_agents', R, sp) };
  },

  // 03 massage therapy clinic reminders — OpenInference
  (R) => {
    const appts = [['Gemma Lowe', 'Thu 09:00', 'deep tissue, 60 min'], ['Rafael Cortez', 'Thu 10:30', 'sports massage, 45 min'], ['Ade Bankole', 'Thu 13:00', 'pregnancy massage, 60 min'], ['Hilde Marsh', 'Thu 15:15', 'lymphatic drainage, 45 min'], ['Ivo Petrov', 'Thu 17:00', 'deep tissue, 90 min']];
    const sp = {
      model: 'gpt-4o-mini', agentName: 'ReminderAgent',
      system: 'You send SMS reminders for Knot & Ease Massage Clinic the day before appointments.',
      goal: 'Send tomorrow\'s appointment reminders to every client booked on Thursday.',
      turns: [
        ...appts.map(([n, t, s]) => ({ text: `Reminder to ${n} for ${t} (${s}).`, calls: [{ name: 'send_sms', args: { to_client: n, template: 'reminder_24h', vars: { time: t, service: s } }, result: { status: 'queued' } }] })),
        { text: 'Queued 5 reminders for Thursday: Gemma Lowe, Rafael Cortez, Ade Bankole, Hilde Marsh and Ivo Petrov.' },
      ],
    };
    return { domain: 'massage therapy clinic reminders', style: 'openinference', isolates: 'Five SMS sends to five different clients return identical "queued" statuses; one sentence per client, then the batch is done.', goal: sp.goal, root: render('openinference', R, sp) };
  },

  // 04 foraging course joining instructions — Gemini function calling
  (R) => {
    const people = ['a.morgan@example.com', 'li.wei@example.net', 'sam.okoro@example.org', 'fran.kelly@example.com'];
    const sp = {
      model: 'gemini-2.0-flash', agentName: 'course_admin', toolNames: ['send_joining_email'],
      system: 'You administer Wild Larder foraging courses.',
      goal: 'Send joining instructions for Sunday\'s autumn fungi walk to all four bookers.',
      turns: [
        ...people.map((p) => ({ text: `Sending joining instructions to ${p}.`, calls: [{ name: 'send_joining_email', args: { to: p, course: 'autumn-fungi-2024-10-20', meeting_point: 'Ashridge visitor centre car park' }, result: { result: 'sent' } }] })),
        { text: 'Joining instructions sent to all 4 bookers for the 20 October fungi walk.' },
      ],
    };
    return { domain: 'foraging course bookings', style: 'gemini', isolates: 'The same email tool is used for four different recipients with identical "sent" replies, then the task ends.', goal: sp.goal, root: render('gemini', R, sp) };
  },

  // 05 piercing studio aftercare check-ins — Griptape (not in the brief's list)
  (R) => {
    const clients = [['C-2231', 'helix', '6 weeks'], ['C-2240', 'septum', '4 weeks'], ['C-2248', 'nostril', '8 weeks'], ['C-2252', 'conch', '6 weeks']];
    const sp = {
      model: 'gpt-4o',
      system: 'You handle aftercare follow-ups for Silver Thread Piercing Studio.',
      goal: 'Schedule the downsize check-in messages for clients whose piercings are due for a downsize this week.',
      turns: [
        ...clients.map(([c, p, w]) => ({ text: `Schedule downsize check-in for ${c} (${p}, ${w}).`, calls: [{ name: 'Scheduler.schedule_message', args: { client: c, template: 'downsize_checkin', piercing: p, healed_weeks: w }, result: 'scheduled' }] })),
        { text: 'Scheduled downsize check-ins for 4 clients: C-2231 (helix), C-2240 (septum), C-2248 (nostril), C-2252 (conch).' },
      ],
    };
    return { domain: 'piercing studio aftercare', style: 'griptape', isolates: 'Four distinct clients get the same scheduling call and the same "scheduled" artifact; one templated thought per client, then the answer.', goal: sp.goal, root: render('griptape', R, sp) };
  },

  // 06 cloud VM cost-centre labelling — plain message-level trace
  (R) => {
    const vms = ['render-node-01', 'render-node-02', 'render-node-03', 'license-server', 'asset-cache'];
    const sp = {
      model: 'gpt-4o-mini', agentName: 'finops-tagger',
      system: 'You apply cost-centre labels to cloud VMs with set_labels. The API answers {"ok":true}.',
      goal: 'Label every VM in project vfx-burst with cost-centre=cc-4471 and owner=pipeline-team.',
      turns: [
        ...vms.map((v) => ({ text: `Labelling ${v}.`, calls: [{ name: 'set_labels', args: { project: 'vfx-burst', instance: v, labels: { 'cost-centre': 'cc-4471', owner: 'pipeline-team' } }, argsString: true, result: { ok: true } }] })),
        { text: 'Labelled all 5 VMs in vfx-burst (render-node-01..03, license-server, asset-cache) with cost-centre=cc-4471, owner=pipeline-team.' },
      ],
    };
    return { domain: 'VFX render farm cloud labels', style: 'plain', isolates: 'Five VMs get the same label call and the same {"ok":true}; the agent moves through distinct names and finishes.', goal: sp.goal, root: render('plain', R, sp) };
  },
];
