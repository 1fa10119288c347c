// Family 10: draft_review_rounds (healthy)
// A writer and a reviewer exchange drafts. Every review raises specific new points, every new
// draft changes exactly in response to them, and the reviewer approves at the end.
import { tracer } from './lib.mjs';

export const FAMILY = 'draft_review_rounds';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'subtitle studios', style: 'autogen', loop: false, stagnation: false,
    isolates: 'In an AutoGen group chat a subtitler and a QC reviewer go through three subtitle drafts, the reviewer raising a reading-speed and idiom problem, then a shot-change overlap, each fixed in the next draft, until the QC approves.',
    goal: 'Produce English subtitles for cues 41-45 of the Spanish feature "La casa del faro" (reel 3) that meet the studio spec: max 42 characters per line, max 17 characters per second, no cue crossing a shot change.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'subtitler writes SRT cues; qc_reviewer checks them against the spec and the shot list; spec_checker runs check_cues.', goal: this.goal });
      const d1 = '41\n00:31:02,120 --> 00:31:04,010\nWhere were you last night?\n\n42\n00:31:04,200 --> 00:31:05,300\nAt the harbour, with Tomás, fixing the nets before the storm.\n\n43\n00:31:05,900 --> 00:31:08,400\nDon\'t give me cat for hare.\n\n44\n00:31:08,600 --> 00:31:11,020\nI\'m not lying. Ask his mother.\n\n45\n00:31:11,300 --> 00:31:13,500\nHis mother hasn\'t spoken to me in years.';
      const d2 = '41\n00:31:02,120 --> 00:31:04,010\nWhere were you last night?\n\n42\n00:31:04,200 --> 00:31:06,800\nAt the harbour with Tomás,\nfixing the nets.\n\n43\n00:31:06,900 --> 00:31:08,400\nDon\'t try to fool me.\n\n44\n00:31:08,600 --> 00:31:11,020\nI\'m not lying. Ask his mother.\n\n45\n00:31:11,300 --> 00:31:13,500\nHis mother hasn\'t spoken to me in years.';
      const d3 = '41\n00:31:02,120 --> 00:31:04,010\nWhere were you last night?\n\n42\n00:31:04,200 --> 00:31:06,800\nAt the harbour with Tomás,\nfixing the nets.\n\n43\n00:31:06,900 --> 00:31:08,400\nDon\'t try to fool me.\n\n44\n00:31:08,600 --> 00:31:10,440\nI\'m not lying.\n\n45\n00:31:10,480 --> 00:31:13,500\nAsk his mother. - She hasn\'t\nspoken to me in years.';
      const chk = (issues) => ({ cues: 5, issues, spec: 'ACME-SUB-EN v7', shotlist: `reel3_shots_${N.hex(6)}.edl`, ran_ms: N.ms(20, 140) });
      const k = [];
      k.push(T.llm(`Draft 1 for cues 41-45:\n\n${d1}`, [], { agent: 'subtitler' }));
      k.push(T.llm(null, [{ name: 'check_cues', args: { srt: d1 } }], { agent: 'qc_reviewer' }));
      k.push(T.tool('check_cues', { srt: d1 }, chk([{ cue: 42, rule: 'CPS', value: 55.5, max: 17 }, { cue: 42, rule: 'LINE_LEN', value: 60, max: 42 }]), { agent: 'spec_checker' }));
      k.push(T.llm('QC round 1: cue 42 is 60 characters on one line and reads at 55 cps - cut it down and split it, and you can borrow time from the gap before cue 43. Cue 43 translates the idiom "dar gato por liebre" literally; English viewers will not get "cat for hare", use an equivalent.', [], { agent: 'qc_reviewer' }));
      k.push(T.llm(`Draft 2: cue 42 shortened to two lines and extended to 06,800 (cue 43 now starts 06,900); cue 43 uses "Don't try to fool me."\n\n${d2}`, [], { agent: 'subtitler' }));
      k.push(T.llm(null, [{ name: 'check_cues', args: { srt: d2 } }], { agent: 'qc_reviewer' }));
      k.push(T.tool('check_cues', { srt: d2 }, chk([{ cue: 44, rule: 'SHOT_CHANGE', detail: 'cue spans cut at 00:31:10,460 (shot 3-118 -> 3-119)' }]), { agent: 'spec_checker' }));
      k.push(T.llm('QC round 2: 42 and 43 are fine now. New problem: cue 44 runs across the cut at 10,460 - "Ask his mother" is said on the reverse shot. End 44 before the cut and move "Ask his mother" into 45 as a dialogue line.', [], { agent: 'qc_reviewer' }));
      k.push(T.llm(`Draft 3: cue 44 now ends at 10,440, before the cut; 45 starts at 10,480 with "Ask his mother." followed by her reply as a two-speaker cue.\n\n${d3}`, [], { agent: 'subtitler' }));
      k.push(T.llm(null, [{ name: 'check_cues', args: { srt: d3 } }], { agent: 'qc_reviewer' }));
      k.push(T.tool('check_cues', { srt: d3 }, chk([]), { agent: 'spec_checker' }));
      k.push(T.llm('QC round 3: no spec issues, timing respects the cut, both idiom and line breaks read naturally. Approved for reel 3. TERMINATE', [], { agent: 'qc_reviewer' }));
      return { root: T.root('GroupChatManager.run_chat', { message: this.goal, participants: ['subtitler', 'qc_reviewer', 'spec_checker'] }, { summary: 'Cues 41-45 approved on draft 3.', termination: 'TERMINATE' }, k) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'florist wholesale', style: 'crewai', loop: false, stagnation: false,
    isolates: 'A CrewAI writer and editor pass a wholesale florist\'s weekly availability bulletin back and forth: the editor first asks for per-stem prices and the auction-delay notice, then corrects the peonies\' origin, and approves the third draft.',
    goal: 'Write this week\'s availability bulletin for Bloemhof Wholesale\'s trade customers (florists): highlight five lines with prices, mention any supply problems, and keep it under 150 words.',
    build(N) {
      N.pin(2024, 9);
      const T = tracer(N, 'crewai', { system: 'Agents: Bulletin Writer, Trade Editor. Tool: Stock Availability Lookup.', goal: this.goal });
      const k = [];
      k.push(T.llm('Thought: I need this week\'s stock first.\nAction: Stock Availability Lookup\nAction Input: {"week": "current", "top": 5}', [], { role: 'Bulletin Writer' }));
      k.push(T.tool('Stock Availability Lookup', { week: 'current', top: 5 }, `week ${N.day()} | snapshot ${N.uuid()}\nRose Red Naomi 60cm   NL  bunch 20  EUR 14.00  (0.70/stem)\nPeony Sarah Bernhardt  CL  bunch 10  EUR 32.00  (3.20/stem)\nRanunculus Clooney     IT  bunch 10  EUR 9.50   (0.95/stem)\nEucalyptus cinerea     PT  bunch 250g EUR 4.20\nTulip Strong Gold      NL  bunch 50  EUR 17.50  (0.35/stem)\nnotice: FloraHolland clock delayed Tue (system outage) - Tuesday orders ship Wed`, { role: 'Bulletin Writer' }));
      const d1 = 'Final Answer: This week at Bloemhof: Red Naomi roses 60 cm at EUR 14 a bunch, Sarah Bernhardt peonies from Holland at EUR 32 a bunch, Clooney ranunculus EUR 9.50, cinerea eucalyptus EUR 4.20 per 250 g and Strong Gold tulips EUR 17.50 for 50. Great week for pastel wedding work - order early!';
      k.push(T.llm(`Thought: I can write the draft.\n${d1}`, [], { role: 'Bulletin Writer' }));
      k.push(T.llm('Thought: Reviewing against trade conventions.\nFinal Answer: Two changes. 1) Florists compare by stem: give per-stem prices for roses, peonies, ranunculus and tulips (keep eucalyptus per 250 g). 2) You left out the supply problem: the Tuesday clock outage means Tuesday orders ship Wednesday - that has to be in the bulletin.', [], { role: 'Trade Editor' }));
      const d2 = 'Final Answer: This week at Bloemhof (per stem): Red Naomi roses 60 cm EUR 0.70, Sarah Bernhardt peonies from Holland EUR 3.20, Clooney ranunculus EUR 0.95, Strong Gold tulips EUR 0.35; cinerea eucalyptus EUR 4.20 per 250 g. Supply note: the auction clock was down on Tuesday, so orders placed Tuesday ship on Wednesday. Order early for weekend weddings.';
      k.push(T.llm(`Thought: Applying both edits: per-stem prices and the Tuesday notice.\n${d2}`, [], { role: 'Bulletin Writer' }));
      k.push(T.llm('Thought: Checking facts against the stock sheet.\nFinal Answer: Prices and the notice are right now. One factual error: the peonies are Chilean (CL on the sheet), not Dutch - in September that matters to customers who know the season. Fix the origin and it can go.', [], { role: 'Trade Editor' }));
      const d3 = 'Final Answer: This week at Bloemhof (per stem): Red Naomi roses 60 cm EUR 0.70, Chilean Sarah Bernhardt peonies EUR 3.20 - out-of-season and limited, Clooney ranunculus EUR 0.95, Strong Gold tulips EUR 0.35; cinerea eucalyptus EUR 4.20 per 250 g. Supply note: the auction clock was down on Tuesday, so Tuesday orders ship Wednesday.';
      k.push(T.llm(`Thought: Correcting the origin and flagging limited supply.\n${d3}`, [], { role: 'Bulletin Writer' }));
      k.push(T.llm('Thought: Final check.\nFinal Answer: APPROVED. Under 150 words, per-stem prices, correct origins, supply notice included.', [], { role: 'Trade Editor' }));
      const mk = (name, desc, kids, out) => T.group('chain', 'Task._execute_core', { description: desc, agent: name }, { raw: out },
        [T.group('agent', 'Agent.execute_task', { role: name, task: desc }, out, kids, { metadata: { agent_role: name, allow_delegation: false } })]);
      const tasks = [
        mk('Bulletin Writer', 'Draft the weekly bulletin.', k.slice(0, 3), d1),
        mk('Trade Editor', 'Review the draft.', [k[3]], 'per-stem prices; add Tuesday notice'),
        mk('Bulletin Writer', 'Revise per review.', [k[4]], d2),
        mk('Trade Editor', 'Review the revision.', [k[5]], 'fix peony origin'),
        mk('Bulletin Writer', 'Revise per review.', [k[6]], d3),
        mk('Trade Editor', 'Approve or return.', [k[7]], 'APPROVED'),
      ];
      return { root: T.root('Crew.kickoff', { inputs: { week: N.day() } }, { raw: d3.replace('Final Answer: ', '') }, tasks) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'bespoke tailoring', style: 'llamaindex', loop: false, stagnation: false,
    isolates: 'A LlamaIndex multi-agent workflow passes a bespoke suit\'s alteration instructions between a writer and a master-tailor reviewer, who first flags a missing shoulder correction and then a wrong sleeve-pitch direction, and approves the third version.',
    goal: 'Write the workroom alteration ticket for Mr Achterberg\'s navy flannel suit after the second (forward) fitting, from the fitting notes, so the coat maker and trouser maker can work without asking questions.',
    build(N) {
      const T = tracer(N, 'llamaindex', { system: 'AgentWorkflow: ticket_writer drafts, cutter_review reviews. Tool: get_fitting_notes(order).', goal: this.goal });
      const k = [];
      k.push(T.llm(null, [{ name: 'get_fitting_notes', args: { order: 'SR-24-0381' } }], { name: 'ticket_writer.OpenAI.achat' }));
      k.push(T.tool('get_fitting_notes', { order: 'SR-24-0381' }, `Order SR-24-0381 / Achterberg / navy flannel 13oz / forward fitting ${N.euro()}\n- coat: L shoulder drops ~1 cm (low shoulder), collar stands away 0.5 cm at back\n- coat: sleeves hang behind the hand, pitch needs rotating\n- coat: let out waist seam 1 cm total\n- trousers: shorten 1.5 cm, keep single break; seat a touch full, take in 0.5 cm each side of CB seam\nfitter: R. Castellano  | scan ${N.uuid().slice(0, 8)}`, {}));
      const v1 = 'ALTERATION TICKET SR-24-0381 (Achterberg)\nCoat: drop collar at back 0.5 cm; let out waist 1 cm total; re-pitch both sleeves.\nTrousers: shorten 1.5 cm, single break; take in seat 0.5 cm each side at CB.';
      k.push(T.llm(v1, [], { name: 'ticket_writer.OpenAI.achat' }));
      k.push(T.llm('Review: you dropped the low left shoulder. Without it the coat maker will re-pitch sleeves on a coat that still collapses on the left. Add: pad up left shoulder about 1 cm (extra wadding) before anything on the sleeves.', [], { name: 'cutter_review.OpenAI.achat' }));
      const v2 = 'ALTERATION TICKET SR-24-0381 (Achterberg)\nCoat, in this order: 1) build up L shoulder ~1 cm with extra wadding (low shoulder); 2) drop collar at back 0.5 cm; 3) re-pitch both sleeves; 4) let out waist 1 cm total.\nTrousers: shorten 1.5 cm, single break; take in seat 0.5 cm each side at CB.';
      k.push(T.llm(v2, [], { name: 'ticket_writer.OpenAI.achat' }));
      k.push(T.llm('Review: order is right now. "Re-pitch" alone is ambiguous - the notes say the sleeves hang behind the hand, so they must be rotated forward. Give the amount: forward 1 cm at the top pitch mark, both sleeves.', [], { name: 'cutter_review.OpenAI.achat' }));
      const v3 = 'ALTERATION TICKET SR-24-0381 (Achterberg)\nCoat, in this order: 1) build up L shoulder ~1 cm with extra wadding (low shoulder); 2) drop collar at back 0.5 cm; 3) rotate both sleeves FORWARD 1 cm at the top pitch mark (they hang behind the hand); 4) let out waist 1 cm total.\nTrousers: shorten 1.5 cm, keep single break; take in seat 0.5 cm each side of CB seam.\nNext: finished fitting.';
      k.push(T.llm(v3, [], { name: 'ticket_writer.OpenAI.achat' }));
      k.push(T.llm('Approved - the coat maker can work from this without questions. Send to the workroom.', [], { name: 'cutter_review.OpenAI.achat' }));
      k.push(T.llm(null, [{ name: 'send_to_workroom', args: { order: 'SR-24-0381', ticket: v3 } }], { name: 'ticket_writer.OpenAI.achat' }));
      k.push(T.tool('send_to_workroom', { order: 'SR-24-0381', ticket: v3 }, { printed: true, printer: 'workroom-zebra-2', job: N.int(1000, 9999) }));
      return { root: T.root('AgentWorkflow.run', { user_msg: this.goal }, { response: 'Ticket approved and sent to the workroom.' }, k) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'climbing gym', style: 'sk', loop: false, stagnation: false,
    isolates: 'A Semantic Kernel agent group chat revises a climbing gym\'s auto-belay notice three times as the safety reviewer first asks for the exact lanes and dates and then for the alternative for members without a belay qualification, and then approves.',
    goal: 'Write the members\' notice about retiring the two oldest auto-belay devices at Vertex Climbing (Leeds) and what members should do meanwhile; the safety lead must approve it before it is posted.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'AgentGroupChat: NoticeWriter and SafetyLead. Plugin Gym (GetDeviceStatus).', goal: this.goal });
      const k = [];
      k.push(T.llm(null, [{ name: 'Gym-GetDeviceStatus', args: { type: 'auto-belay' } }], { }));
      k.push(T.tool('Gym-GetDeviceStatus', { type: 'auto-belay' }, { devices: [
        { id: 'AB-01', lane: 3, model: 'TRUBLUE iQ', status: 'retiring', last_day: N.dayPlus(6), reason: 'end of service life (10 y)' },
        { id: 'AB-02', lane: 4, model: 'TRUBLUE iQ', status: 'retiring', last_day: N.dayPlus(6), reason: 'end of service life (10 y)' },
        { id: 'AB-05', lane: 9, model: 'TRUBLUE XL', status: 'in_service' },
        { id: 'AB-06', lane: 10, model: 'TRUBLUE XL', status: 'in_service' },
      ], replacement_eta: N.dayPlus(27), synced: N.isoSec() }));
      const v1 = 'Heads up climbers! Some of our auto-belays are being retired soon. We\'ll have shiny new ones in a few weeks. Thanks for your patience!';
      k.push(T.llm(`NoticeWriter: ${v1}`));
      k.push(T.llm('SafetyLead: Too vague for a safety notice. Name the lanes (3 and 4), the last day they can be used, and the expected date of the replacements. Also remove "shiny" - keep the tone factual.'));
      const v2 = `Auto-belays on lanes 3 and 4 will be taken out of service after ${N.dayPlus(6)} because they have reached the end of their ten-year service life. New devices are expected on ${N.dayPlus(27)}. Auto-belays on lanes 9 and 10 stay in use.`;
      k.push(T.llm(`NoticeWriter: ${v2}`));
      k.push(T.llm('SafetyLead: Good, the facts are there. Missing: what members without a belay qualification should do. Point them at lanes 9-10 and at the Tuesday and Thursday belay-check sessions, and say staff will tag the retired lanes closed so nobody clips in.'));
      const v3 = `${v2} Until then, members without a belay qualification can use lanes 9 and 10, or book a free belay-check session on Tuesday or Thursday evening at reception. Staff will tag lanes 3 and 4 closed; please do not clip in to them.`;
      k.push(T.llm(`NoticeWriter: ${v3}`));
      k.push(T.llm('SafetyLead: Approved. Post on the app and the lane 3/4 boards.'));
      return { root: T.root('invoke_agent AgentGroupChat', { input: this.goal, agents: ['NoticeWriter', 'SafetyLead'] }, { content: v3 }, k, { meta: { termination: 'ApprovalTerminationStrategy' } }) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'non-emergency patient transport', style: 'haystack', loop: false, stagnation: false,
    isolates: 'A Haystack writer-reviewer pipeline rewrites a patient letter about new transport booking rules three times, the reviewer first citing a failed readability score and a missing text-relay number and then a wrong eligibility rule, before approving.',
    goal: 'Write the letter telling registered patients about the new booking rules of the Coastway non-emergency patient transport service (book at least 48 hours ahead, new eligibility check), in plain English at a reading age of about 11.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'Pipeline: writer (OpenAIChatGenerator), reviewer (OpenAIChatGenerator), readability (tool). Eligibility: patients whose medical condition means they cannot use other transport, or who need specialist support during the journey.', goal: this.goal });
      const k = [];
      k.push(T.retr('eligibility criteria and booking notice for non-emergency patient transport', [
        { text: 'NEPTS eligibility (2022 guidance): a patient is eligible where their medical condition means they cannot use any other means of transport, or they need specialist support or monitoring during the journey. Age alone is not a criterion.', meta: { source: 'coastway_policy_v3.pdf', page: 4 } },
        { text: 'From 1 of next month journeys must be booked at least 48 hours before the appointment. Urgent same-day discharges are booked by the ward, not the patient.', meta: { source: 'ops_bulletin_17.docx', page: 1 } },
      ], { name: 'policy_retriever', component: 'InMemoryEmbeddingRetriever' }));
      const v1 = 'Dear patient, Coastway is implementing revised booking parameters. Journeys must be requested a minimum of 48 hours prior to the appointment. Eligibility will be reassessed for patients aged over 65. Contact us on 0300 123 4400.';
      k.push(T.llm(v1, [], { name: 'writer' }));
      k.push(T.llm(null, [{ name: 'readability', args: { text: v1 } }], { name: 'reviewer' }));
      k.push(T.tool('readability', { text: v1 }, { flesch_reading_ease: 31.8, reading_age: 17, long_words: ['implementing', 'parameters', 'reassessed', 'eligibility'], engine: `textstat ${N.pick(['0.7.3', '0.7.4'])}` }));
      k.push(T.llm('Two problems: reading age is 17, far above 11 ("implementing", "parameters", "prior to"). And deaf patients need a text relay number next to the phone number (18001 prefix).', [], { name: 'reviewer' }));
      const v2 = 'Dear patient, We are changing how you book transport with Coastway. Please book your journey at least 2 days (48 hours) before your appointment. We will also check again if you can use the service if you are over 65. Call us on 0300 123 4400. If you use text relay, call 18001 0300 123 4400.';
      k.push(T.llm(v2, [], { name: 'writer' }));
      k.push(T.llm(null, [{ name: 'readability', args: { text: v2 } }], { name: 'reviewer' }));
      k.push(T.tool('readability', { text: v2 }, { flesch_reading_ease: 74.2, reading_age: 11, long_words: [], engine: 'textstat' }));
      k.push(T.llm('Reading age is fine now and the relay number is there. But the eligibility sentence is wrong: age is not a criterion. The check is whether your medical condition means you cannot use other transport, or you need specialist help on the journey. Replace that sentence.', [], { name: 'reviewer' }));
      const v3 = 'Dear patient, We are changing how you book transport with Coastway. Please book your journey at least 2 days (48 hours) before your appointment. When you book, we will ask a few questions to check that your health means you cannot use other transport, or that you need special help on the journey. Call us on 0300 123 4400. If you use text relay, call 18001 0300 123 4400.';
      k.push(T.llm(v3, [], { name: 'writer' }));
      k.push(T.llm('Approved: correct eligibility wording, reading age 11, both numbers present.', [], { name: 'reviewer' }));
      return { root: T.root('haystack.pipeline.run', { data: { writer: { brief: this.goal } } }, { reviewer: { verdict: 'approved' }, writer: { replies: [v3] } }, k) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'dog daycare', style: 'plain', loop: false, stagnation: false,
    isolates: 'A plain trace of two model roles drafting an incident email to a dog owner: the manager\'s first review asks for a timeline and vet details, the second removes liability wording, and the third draft is approved and sent.',
    goal: 'Write the email to Ms Okafor about the small cut on her dog Juno\'s paw at daycare today, using the incident report; the daycare manager must approve it before it is sent.',
    build(N) {
      const T = tracer(N, 'plain', { system: 'Two roles: drafter and manager. Tools: get_incident(id), send_email(to, subject, body).', goal: this.goal });
      const k = [];
      const w = (text, calls = []) => T.llm(text, calls, { name: 'drafter.chat' });
      const m = (text) => T.llm(text, [], { name: 'manager.chat' });
      k.push(w(null, [{ name: 'get_incident', args: { id: 'INC-2024-117' } }]));
      k.push(T.tool('get_incident', { id: 'INC-2024-117' }, { id: 'INC-2024-117', dog: 'Juno (collie x, 3y)', owner: 'A. Okafor', time: '11:40', where: 'outdoor run, gravel edge', injury: '1 cm cut, left fore paw pad', first_aid: 'cleaned with saline, dressed, 11:50', vet: 'checked by Dr. Pell (Meadow Vets) 14:10, no stitches, keep dry 48 h', staff: 'Lena', logged: N.usDate() }));
      const v1 = 'Hi Ms Okafor, Juno had a small accident today and cut her paw, sorry about that! She is fine and had a great day otherwise. See you tomorrow!';
      k.push(w(v1));
      k.push(m('Too thin. Owners want a timeline: when and where it happened, what first aid we gave, and that Dr. Pell at Meadow Vets checked her at 14:10 with no stitches needed. Include the aftercare (keep dry 48 h).'));
      const v2 = 'Dear Ms Okafor, At 11:40 today Juno cut her left front paw pad (about 1 cm) on the gravel edge of the outdoor run. Lena cleaned it with saline and dressed it at 11:50. Dr. Pell from Meadow Vets checked her at 14:10: no stitches are needed, but please keep the paw dry for 48 hours. We are so sorry - this was our fault and we will pay any costs.';
      k.push(w(v2));
      k.push(m('Timeline and aftercare are good. Remove "this was our fault and we will pay any costs" - insurance handles liability and we do not admit fault in writing. Instead say we are reviewing the gravel edge and invite her to call me.'));
      const v3 = 'Dear Ms Okafor, At 11:40 today Juno cut her left front paw pad (about 1 cm) on the gravel edge of the outdoor run. Lena cleaned it with saline and dressed it at 11:50. Dr. Pell from Meadow Vets checked her at 14:10: no stitches are needed, but please keep the paw dry for 48 hours. We are sorry this happened and are reviewing that edge of the run. Please call me on 0161 555 0192 with any questions. Kind regards, Sam (Manager)';
      k.push(w(v3));
      k.push(m('Approved, send it.'));
      k.push(w(null, [{ name: 'send_email', args: { to: 'a.okafor@example.com', subject: 'Juno - small paw cut today (INC-2024-117)', body: v3 } }]));
      k.push(T.tool('send_email', { to: 'a.okafor@example.com', subject: 'Juno - small paw cut today (INC-2024-117)', body: v3 }, { accepted: true, message_id: `<${N.hex(24)}@mail.pawsandplay.example>`, queued: N.iso() }));
      return { root: T.root('incident_comms', { goal: this.goal }, { status: 'sent' }, k) };
    },
  },
];
