// Family 7 (healthy): pagination brings new items on every page until the source says no more; then a summary.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut, gmOut } from './lib.mjs';

export const family = {
  name: 'pagination_to_exhaustion', loop: false, stagnation: false,
  behaviour: 'Each page returns new items; the agent stops when the source says there is no more and summarises.',
};

export const rows = [
  {
    id: '01', domain: 'scrapbooking supply store product reviews', style: 'OpenInference / Arize Phoenix',
    isolates: 'Three review pages each bring new reviews; the third says has_more=false and the agent summarises the complaints about the adhesive runner.',
    goal: 'Summarise what customers say about the DoubleTack adhesive runner across all reviews, to decide whether to keep stocking it.',
    build: (n) => {
      const pages = [[['5', 'Smooth, no gunk'], ['2', 'Tape snapped after one album'], ['4', 'Good value refills']], [['1', 'Jammed twice, refill hard to load'], ['3', 'Fine on cardstock, weak on vellum']], [['2', 'Refill mechanism broke'], ['5', 'My go-to']]];
      const kids = [];
      pages.forEach((pg, i) => {
        kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Summarise DoubleTack runner reviews.' }, { 'llm.output_messages.0.message.content': ['Fetching the first page of reviews.', `Page 1 had 3 reviews, next cursor given; continuing.`, `Page 2 added 2 more, still has_more; one more page.`][i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'get_reviews', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ sku: 'DT-RUN-8', cursor: i ? `c${i}_${n.alnum(6)}` : null }) }, { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini' } }));
        n.adv(300, 1200);
        kids.push(tool('get_reviews', { 'tool.name': 'get_reviews', sku: 'DT-RUN-8', page: i + 1 }, { reviews: pg.map(([s, t]) => ({ id: n.objectId(), stars: Number(s), text: t, posted: n.usDate() })), has_more: i < 2, next_cursor: i < 2 ? `c${i + 1}_${n.alnum(6)}` : null, rate_limit: { remaining: 97 - i, reset: n.epoch() + 60 } }, { metadata: { 'openinference.span.kind': 'TOOL' } }));
      });
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': '[7 messages]' }, { 'llm.output_messages.0.message.content': '7 reviews, average 3.1 stars. Praise: smooth application and cheap refills. Complaints cluster on the refill mechanism (jams, breakage, 3 of 7) and weak hold on vellum. Suggest keeping it but adding a refill-loading tip card, and reviewing if returns continue.' }, { metadata: { 'openinference.span.kind': 'LLM' } }));
      return agent('review-summariser', { 'input.value': 'Summarise DoubleTack runner reviews.' }, { 'output.value': '7 reviews, avg 3.1; refill mechanism is the main complaint.' }, kids, { 'openinference.span.kind': 'AGENT' });
    },
  },
  {
    id: '02', domain: 'carpool app ride disputes', style: 'CrewAI',
    isolates: 'A CrewAI analyst pages through dispute tickets with offsets 0, 25 and 50; each page has new tickets, the last is short with next=null, and a category breakdown follows.',
    goal: 'Break down last month\'s carpool ride disputes by cause so the ops lead can prioritise fixes.',
    build: (n) => {
      const kids = [];
      const counts = [25, 25, 9];
      const causes = [{ no_show: 11, detour: 6, fare_split: 5, other: 3 }, { no_show: 9, detour: 8, fare_split: 6, other: 2 }, { no_show: 3, detour: 2, fare_split: 4, other: 0 }];
      const thoughts = ['Thought: I need the dispute tickets for October, first 25.', 'Thought: 25 of 59 so far, mostly no-shows; next offset 25.', 'Thought: 50 of 59 now; the last page should hold 9.'];
      counts.forEach((c, i) => {
        kids.push(llm('litellm.completion', { model: 'gpt-4o-mini', messages: `[${2 + i * 2}]` }, { content: `${thoughts[i]}\nAction: list_disputes\nAction Input: {"month": "2024-10", "offset": ${i * 25}, "limit": 25}` }));
        n.adv(300, 900);
        kids.push(tool('list_disputes', `{"month": "2024-10", "offset": ${i * 25}, "limit": 25}`, { total: 59, offset: i * 25, returned: c, by_cause: causes[i], first_ticket: `DSP-${40100 + i * 25}`, next: i < 2 ? `/disputes?offset=${(i + 1) * 25}` : null, served: n.http() }));
      });
      kids.push(llm('litellm.completion', { model: 'gpt-4o-mini', messages: '[8]' }, { content: 'Thought: I now know the final answer\nFinal Answer: 59 disputes in October: no-shows 23 (39%), detours 16 (27%), fare-split errors 15 (25%), other 5. Fix priority: no-show penalties and pickup reminders first, then route deviation alerts, then the fare-split rounding bug.' }));
      return agent('Crew.kickoff', { inputs: { month: '2024-10' } }, { raw: '59 disputes: no-shows 23, detours 16, fare-split 15, other 5.' }, [span('task', 'Task: Dispute breakdown', { agent: 'Ops Analyst' }, 'done', { children: [agent('Agent: Ops Analyst', { role: 'Ops Analyst' }, null, kids)] })], { crew_id: n.uuid() });
    },
  },
  {
    id: '03', domain: 'pet-sitting marketplace sitter vetting', style: 'Gemini API function calling',
    isolates: 'The agent pages through pending sitter applications with nextPageToken until the token is absent, collecting new applicants each time, then lists who needs a reference call.',
    goal: 'List all pending pet-sitter applications in the Leeds area that still lack a reference check.',
    build: (n) => {
      const kids = [];
      const pages = [['Aisha B.', 'Tom R.', 'Lena K.'], ['Marcus D.', 'Priya S.'], ['Joe W.']];
      let tok = null;
      pages.forEach((pg, i) => {
        kids.push(llm('generateContent', { contents: `[${1 + i * 2}]` }, gmOut(i ? `Got ${pages[i - 1].length} more applicants; fetching the next page.` : null, [['list_applications', { region: 'Leeds', status: 'pending', pageToken: tok }]]), { metadata: { modelVersion: 'gemini-2.0-flash-001' } }));
        tok = i < 2 ? n.b64(18) : undefined;
        kids.push(tool('list_applications', { region: 'Leeds', status: 'pending' }, { applications: pg.map((nm, k) => ({ name: nm, id: 'app_' + n.alnum(8), reference_checked: (i + k) % 2 === 0 })), ...(tok ? { nextPageToken: tok } : {}), etag: n.etag(true) }));
        n.adv(200, 800);
      });
      kids.push(llm('generateContent', { contents: '[7]' }, gmOut('Six pending applicants in Leeds. Reference calls still needed for Tom R., Marcus D. and Joe W.; Aisha B., Lena K. and Priya S. are already checked.')));
      return agent('sitter-vetting', { prompt: 'Pending Leeds applications missing reference checks?' }, { text: 'Reference calls needed: Tom R., Marcus D., Joe W.' }, kids);
    },
  },
  {
    id: '04', domain: 'Flutter app release notes from merged merge requests (coding)', style: 'Semantic Kernel',
    isolates: 'The agent pages through merged merge requests with X-Next-Page headers until the header is empty, then writes release notes from all of them.',
    goal: 'Write the release notes for version 3.8.0 of the Flutter app from every merge request merged since tag v3.7.2.',
    build: (n) => {
      const kids = [];
      const pages = [['!812 Fix crash on Android 14 share sheet', '!815 Dark mode for settings', '!819 Bump dio to 5.7'], ['!821 Offline queue for uploads', '!824 Accessibility labels on tab bar'], ['!830 Remove legacy onboarding']];
      pages.forEach((pg, i) => {
        kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { chat_history: `[${2 + i * 2}]` }, { role: 'assistant', content: ['Listing merged MRs since v3.7.2.', 'Page 1 had 3 MRs and X-Next-Page=2.', 'Page 2 added 2 MRs; X-Next-Page=3.'][i], items: [{ $type: 'FunctionCallContent', plugin_name: 'GitLab', function_name: 'ListMergedMRs', arguments: { since_tag: 'v3.7.2', page: i + 1, per_page: 3 } }] }));
        kids.push(tool('GitLab-ListMergedMRs', { since_tag: 'v3.7.2', page: i + 1 }, `HTTP/2 200\nx-next-page: ${i < 2 ? i + 2 : ''}\nx-page: ${i + 1}\nx-total: 6\nx-request-id: ${n.ulid()}\nratelimit-remaining: ${1998 - i}\n\n${JSON.stringify(pg.map((t) => ({ iid: Number(t.slice(1, 4)), title: t.slice(5), merged_at: n.isoSec() })))}`));
        n.adv(500, 2000);
      });
      kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { chat_history: '[8]' }, { role: 'assistant', content: '## 3.8.0\n**New**: offline upload queue (!821), dark mode in settings (!815).\n**Fixed**: crash in Android 14 share sheet (!812).\n**Accessibility**: labels on the tab bar (!824).\n**Housekeeping**: dio 5.7 (!819), legacy onboarding removed (!830).' }));
      return agent('ChatCompletionAgent.InvokeAsync', { message: 'Release notes for 3.8.0 since v3.7.2.' }, { content: 'Release notes written (6 MRs).' }, kids, { 'agent.name': 'ReleaseScribe' });
    },
  },
  {
    id: '05', domain: 'ice-fishing derby catch submissions', style: 'MLflow Tracing',
    isolates: 'The agent pages through catch submissions by page number; each page has new catches, the last reports total_pages reached, and the agent announces the leaderboard.',
    goal: 'Compute the final leaderboard (heaviest single pike, perch and walleye) for the Lake Nipissing ice-fishing derby from all verified submissions.',
    build: (n) => {
      const kids = [];
      const pages = [[['pike', 'R. Leclair', 6.2], ['perch', 'S. Moon', 0.61], ['walleye', 'K. Boyd', 2.9]], [['pike', 'D. Ahn', 7.4], ['walleye', 'T. Roy', 3.3]], [['perch', 'L. Gauthier', 0.72], ['pike', 'M. Stone', 5.8]]];
      pages.forEach((pg, i) => {
        kids.push(llm('ChatOpenAI', { messages: `[${2 + i * 2}]` }, { generations: [[{ text: ['', 'Page 1 of 3 read, three catches.', 'Page 2 of 3 read, a new heaviest pike.'][i], message: { tool_calls: [{ name: 'get_submissions', args: { derby: 'NIP-2025', status: 'verified', page: i + 1 } }] } }]] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
        kids.push(tool('get_submissions', { derby: 'NIP-2025', page: i + 1 }, { page: i + 1, total_pages: 3, items: pg.map(([sp, who, kg]) => ({ species: sp, angler: who, weight_kg: kg, photo: `https://img.derby.example/${n.hex(12)}.jpg`, verified_by: 'judge-' + n.int(1, 5), ts: n.epoch() })) }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
        n.adv(300, 900);
      });
      kids.push(llm('ChatOpenAI', { messages: '[8]' }, { generations: [[{ text: 'Final leaderboard (7 verified catches): Pike — D. Ahn 7.4 kg; Perch — L. Gauthier 0.72 kg; Walleye — T. Roy 3.3 kg.' }]] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
      return agent('AgentExecutor', { input: 'Final derby leaderboard please.' }, { output: 'Pike D. Ahn 7.4; Perch L. Gauthier 0.72; Walleye T. Roy 3.3.' }, kids, { 'mlflow.traceRequestId': 'tr-' + n.hex(32), state: 'OK' });
    },
  },
  {
    id: '06', domain: 'haunted house attraction staff shifts', style: 'Comet Opik traces — not in the brief\'s list',
    isolates: 'The agent follows Link rel="next" headers through three pages of scare-actor shifts, each with new shifts, stops when no next link is returned, and reports the uncovered nights.',
    goal: 'Find which October nights at the haunted house still have fewer than 8 scare actors rostered.',
    build: (n) => {
      const kids = [];
      const pages = [{ 'Oct 18': 9, 'Oct 19': 10, 'Oct 20': 6 }, { 'Oct 25': 8, 'Oct 26': 7, 'Oct 27': 9 }, { 'Oct 30': 5, 'Oct 31': 12 }];
      pages.forEach((pg, i) => {
        kids.push(llm('chat_completion', { messages: `[${2 + i * 2}]` }, oaOut(['Pulling the shift roster.', 'First weekend: Oct 20 short with 6. Following the next link.', 'Second weekend: Oct 26 short with 7. There is another page.'][i], [oaCall('call_' + n.alnum(24), 'get_shifts', { url: i === 0 ? '/v2/shifts?month=10' : `/v2/shifts?month=10&after=${n.alnum(10)}` })]), { metadata: { opik_type: 'llm', provider: 'openai', model: 'gpt-4o-mini', usage: { total_tokens: n.int(500, 3000) } } }));
        kids.push(tool('get_shifts', { page: i + 1 }, `HTTP/1.1 200 OK\nDate: ${n.http()}\n${i < 2 ? `Link: </v2/shifts?month=10&after=${n.alnum(10)}>; rel="next"\n` : ''}X-Roster-Rev: ${n.int(300, 400)}\n\n${JSON.stringify(pg)}`, { metadata: { opik_type: 'tool' } }));
        n.adv(200, 700);
      });
      kids.push(llm('chat_completion', { messages: '[8]' }, oaOut('Nights below 8 actors: Oct 20 (6), Oct 26 (7), Oct 30 (5). All other nights are covered.'), { metadata: { opik_type: 'llm' } }));
      return agent('roster_agent', { input: 'Which October nights have fewer than 8 scare actors?' }, { output: 'Short: Oct 20 (6), Oct 26 (7), Oct 30 (5).' }, kids, { opik_project: 'attractions', trace_id: n.uuid(), tags: ['roster'] });
    },
  },
];
