// Healthy: the same tool over distinct items, identical acks, one templated sentence per item; then done.
export const family = 'per_item_batch_acks';
const mk = (N, tool, items, argf, ack, sentence) => items.map((it) => ({ text: sentence(it), calls: [{ name: tool, args: argf(it), out: typeof ack === 'function' ? ack() : ack }] }));
export const scenarios = [
  // 01 sheep-shearing contractor bookings -- Vercel
  (N) => ({
    isolates: 'Booking shearing slots for five different farms; each call is acknowledged with "queued" and the agent writes one templated sentence per farm, then finishes.',
    style: 'vercel',
    run: {
      goal: 'Send shearing booking requests for the five Ettrick valley farms on the June list.', model: 'gpt-4o-mini', agentName: 'shearing-gang', system: 'You schedule a shearing contractor.',
      steps: mk(N, 'request_booking', [['Tushielaw', 820], ['Ramseycleuch', 540], ['Potburn', 1150], ['Hopehouse', 390], ['Deloraine', 700]], ([f, n]) => ({ farm: f, ewes: n, week: '2025-W24' }), { status: 'queued' }, ([f, n]) => `Requesting a slot for ${f} (${n} ewes).`),
      final: 'Booking requests are queued for all five farms: Tushielaw, Ramseycleuch, Potburn, Hopehouse and Deloraine.',
    },
  }),
  // 02 choir music library loans -- OTel
  (N) => ({
    isolates: 'Issuing the same anthology to six choir members; each issue returns "ok" and the agent repeats a templated sentence per singer, then summarises.',
    style: 'otel',
    run: {
      goal: 'Issue copies of the Brahms Requiem vocal score to the six new tenors.', model: 'gpt-4o', agentName: 'choir-librarian', system: 'You manage a choral society music library.',
      steps: mk(N, 'issue_copy', ['R. Okafor', 'D. Lindqvist', 'P. Mehta', 'S. Byrne', 'T. Nakamura', 'J. Alvarez'], (s) => ({ title: 'Brahms: Ein deutsches Requiem (Novello)', member: s }), 'ok', (s) => `Issuing a copy to ${s}.`),
      final: 'Six copies of the Brahms Requiem are issued, one to each new tenor.',
    },
  }),
  // 03 lifeboat station crew pagers -- LangGraph
  (N) => ({
    isolates: 'Sending a pager test to each of five lifeboat crew members; every send is acknowledged identically and the agent notes each one, then reports completion.',
    style: 'langgraph',
    run: {
      goal: 'Run the monthly pager test for the Cromer lifeboat crew on the weekday roster.', model: 'gpt-4.1-mini', system: 'You assist a lifeboat station operations manager.',
      steps: mk(N, 'send_pager_test', ['crew-03', 'crew-07', 'crew-11', 'crew-12', 'crew-19'], (c) => ({ pager: c, message: 'TEST - no launch' }), () => ({ accepted: true }), (c) => `Sending the test page to ${c}.`),
      final: 'Test pages accepted for all five weekday crew: crew-03, 07, 11, 12 and 19.',
    },
  }),
  // 04 falconry? no -- bookbinding workshop orders -- Anthropic
  (N) => ({
    isolates: 'Reserving goatskin for four distinct bookbinding commissions; each reservation returns the same "reserved" ack and a templated line, then the agent finishes.',
    style: 'anthropic',
    run: {
      goal: 'Reserve leather for the four fine-binding commissions due in October.', model: 'claude-3-5-haiku-20241022', tools: ['reserve_leather'], system: 'You manage a hand-bookbinding workshop.',
      steps: mk(N, 'reserve_leather', [['C-101', 'oasis goatskin, red'], ['C-102', 'oasis goatskin, navy'], ['C-104', 'calf, tan'], ['C-109', 'oasis goatskin, green']], ([c, l]) => ({ commission: c, leather: l, sq_ft: 4 }), 'reserved', ([c, l]) => `Reserving ${l} for ${c}.`),
      final: 'Leather is reserved for C-101, C-102, C-104 and C-109.',
    },
  }),
  // 05 museum loan condition labels -- CrewAI
  (N) => ({
    isolates: 'Printing condition-check labels for five distinct loaned objects; the printer acknowledges each job the same way and the agent logs each label, then ends.',
    style: 'crewai',
    run: {
      goal: 'Print condition-check labels for the five objects arriving on loan from the Rijksmuseum.', model: 'gpt-4o-mini', role: 'Registrar Assistant', system: 'You help a museum registrar.',
      steps: mk(N, 'print_label', ['RM-NG-2011-7', 'RM-BK-1975-81', 'RM-SK-A-4118', 'RM-AK-MAK-187', 'RM-NG-1994-13'], (o) => ({ object: o, template: 'condition-check-v2' }), 'printed', (o) => `Printing the condition label for ${o}.`),
      final: 'All five condition-check labels are printed.',
    },
  }),
  // 06 alpaca shearing fleece lab samples -- Pydantic AI
  (N) => ({
    isolates: 'Submitting fleece micron tests for six different alpacas; each submission returns "accepted" and the agent writes one sentence per animal, then finishes.',
    style: 'pydanticai',
    run: {
      goal: 'Submit fleece samples for micron testing for the six yearling alpacas.', model: 'gpt-4o-mini', agentName: 'alpaca_farm', system: 'You manage an alpaca farm\'s records.',
      steps: mk(N, 'submit_sample', ['Juniper', 'Quito', 'Marmalade', 'Sage', 'Pippin', 'Inca Rose'], (a) => ({ animal: a, test: 'OFDA2000' }), { result: 'accepted' }, (a) => `Submitting ${a}'s fleece sample.`),
      final: 'Fleece samples are submitted for Juniper, Quito, Marmalade, Sage, Pippin and Inca Rose.',
    },
  }),
];
