import { style, span } from './lib.mjs';
export const family = 'batch_distinct_items';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: the same tool over distinct items, identical acknowledgements, one templated sentence per item, then done.';
const batch = (S, name, items, mkArgs, ack, sentence) => items.flatMap((it) => [S.llm([{ role: 'user', content: 'next item' }], sentence(it), [{ name, args: mkArgs(it) }]), S.tool(name, mkArgs(it), ack)]);

export const rows = [
{ n: '01', domain: 'go (baduk) club ratings', style: 'anthropic', build(h) {
  const S = style(h, 'anthropic', 'claude-3-5-sonnet-20241022');
  const goal = 'Submit last night\'s five club games to the national go rating system.';
  const games = [['Kim', 'Novak', 'B+R'], ['Ito', 'Smith', 'W+3.5'], ['Park', 'Ito', 'B+12.5'], ['Novak', 'Osei', 'W+R'], ['Smith', 'Kim', 'B+0.5']];
  const c = batch(S, 'submit_game', games, ([b, w, r]) => ({ black: b, white: w, result: r, date: '2024-04-10' }), { status: 'ok' }, ([b, w, r]) => `Submitting ${b} (B) vs ${w} (W), result ${r}.`);
  c.push(S.llm([{ role: 'user', content: goal }], 'All five games submitted.', []));
  return { isolates: 'Five different games submitted with identical "ok" replies and one templated sentence each; done.', goal, root: S.agent('go-club-secretary', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'end_turn' }, c) };
} },
{ n: '02', domain: 'didgeridoo workshop orders', style: 'vercel', build(h) {
  const S = style(h, 'vercel', 'gpt-4o-mini');
  const goal = 'Mark the four shipped didgeridoo orders as dispatched.';
  const orders = ['DJ-2291', 'DJ-2294', 'DJ-2302', 'DJ-2310'];
  const c = batch(S, 'markDispatched', orders, (o) => ({ order: o }), 'queued', (o) => `Marking ${o} as dispatched.`);
  c.push(S.llm([{ role: 'user', content: goal }], 'Orders DJ-2291, DJ-2294, DJ-2302 and DJ-2310 are marked dispatched.', []));
  return { isolates: 'Four distinct order ids, each acknowledged "queued"; then a closing summary.', goal, root: S.agent('ai.generateText', { prompt: goal }, { 'ai.response.finishReason': 'stop' }, c) };
} },
{ n: '03', domain: 'clown school performer certificates', style: 'crewai', build(h) {
  const S = style(h, 'crewai', 'gpt-4o-mini');
  const goal = 'Issue graduation certificates to this term\'s six clown-school graduates.';
  const grads = ['Bea Lund', 'Okon Eze', 'Marta Ruiz', 'Jun Hara', 'Lila Frost', 'Piet de Vries'];
  const c = grads.flatMap((g) => [S.llm([{ role: 'user', content: goal }], `Thought: issue certificate for ${g}.\nAction: Issue Certificate\nAction Input: {"graduate": "${g}", "course": "Physical Comedy I"}`), S.tool('Issue Certificate', JSON.stringify({ graduate: g, course: 'Physical Comedy I' }), 'Certificate issued.', { argsString: true })]);
  c.push(S.llm([{ role: 'user', content: goal }], 'Final Answer: Certificates issued to all six graduates.'));
  return { isolates: 'Six graduates, identical "Certificate issued." observations, templated thoughts per name; completes.', goal,
    root: span('agent', 'Crew: registrar', { inputs: { goal } }, { raw: 'Certificates issued to all six graduates.' }, [span('agent', 'Task: issue_certificates', {}, null, c)], { metadata: { crew_id: h.uuid() } }) };
} },
{ n: '04', domain: 'dinosaur park animatronic maintenance', style: 'gemini', build(h) {
  const S = style(h, 'gemini', 'gemini-2.0-flash');
  const goal = 'Open a hydraulic inspection ticket for each animatronic flagged by last night\'s sensor sweep.';
  const units = ['T-Rex Gate', 'Stegosaurus Meadow', 'Raptor Pen 2', 'Brachiosaurus Lake', 'Triceratops Trail'];
  const c = batch(S, 'open_ticket', units, (u) => ({ unit: u, type: 'hydraulic_inspection', priority: 'P3' }), { result: 'created' }, (u) => `Opening a hydraulic inspection ticket for ${u}.`);
  c.push(S.llm([{ role: 'user', parts: [{ text: goal }] }], 'Five inspection tickets opened.', []));
  return { isolates: 'Same tool for five different animatronics, identical "created" replies; finished.', goal, root: S.agent('park-maintenance', { user: goal }, { text: 'Five tickets opened' }, c) };
} },
{ n: '05', domain: 'snowboard rental waivers', style: 'responses', build(h) {
  const S = style(h, 'responses', 'gpt-4.1-mini');
  const goal = 'Send the liability waiver link to each member of the Halvorsen group booking before pickup.';
  const people = ['erik@halvorsen.example', 'ingrid@halvorsen.example', 'nora@halvorsen.example', 'lars@halvorsen.example'];
  const c = batch(S, 'send_waiver', people, (p) => ({ email: p, booking: 'SB-7781' }), { sent: true }, (p) => `Sending waiver to ${p}.`);
  c.push(S.llm([{ role: 'user', content: goal }], 'Waivers sent to all four members of booking SB-7781.', []));
  return { isolates: 'Four distinct recipients, identical {sent:true} replies; then done.', goal, root: S.agent('responses-agent', { input: goal }, { status: 'completed' }, c) };
} },
{ n: '06', domain: 'luge track ice temperature alerts', style: 'inspect', build(h) {
  const S = style(h, 'inspect', 'openai/gpt-4o');
  const goal = 'Acknowledge the seven overnight ice-temperature alerts on curves 3-9 of the luge track so the morning crew sees a clean board.';
  const curves = [3, 4, 5, 6, 7, 8, 9];
  const c = batch(S, 'ack_alert', curves, (n) => ({ curve: n, shift: 'night' }), 'ok', (n) => `Acknowledging alert on curve ${n}.`);
  c.push(S.llm([{ role: 'user', content: goal }], 'Acknowledged alerts on curves 3 to 9.', []));
  return { isolates: 'Seven distinct curves acknowledged with identical "ok", templated sentence each; the sample ends.', goal,
    root: S.agent('sample', { input: goal, target: 'all alerts acknowledged' }, { scores: { includes: { value: 'C' } } }, c, { task: 'luge_ops', model: 'openai/gpt-4o' }) };
} },
];
