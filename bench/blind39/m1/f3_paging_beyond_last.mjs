// Family: paging_beyond_last — the page / offset / cursor keeps moving after the last real page, every answer empty.
import { sp, styler } from './lib.mjs';

export const family = 'paging_beyond_last';
export const loop = true;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'canal lock keepers logs', style: 'langfuse',
    isolates: 'Two real pages of lock passage logs, then the page number keeps rising (3, 4, 5, 6) and each page is an empty list with has_more false.',
    goal: 'Count how many narrowboats passed Lock 14 (Hatton flight) during the first week of August and note any with damage reports.',
    build(n, goal) {
      const S = styler(n, 'langfuse', { model: 'gpt-4o-mini', goal });
      const boats = [['Otter\'s Rest', false], ['Kestrel', false], ['Morning Mist', true], ['Dunlin', false], ['Bilberry', false], ['Sweet Pea', false]];
      const page = (p) => ({ page: p, per_page: 3, has_more: p < 2, items: boats.slice((p - 1) * 3, p * 3).map(([b, d]) => ({ boat: b, passed_at: n.iso(), direction: n.pick(['up', 'down']), damage_report: d, keeper: n.pick(['R. Hale', 'J. Sood']) })), served_by: n.host('locklog') });
      const kids = [];
      const texts = ['', 'Page 1 has three passages; fetching page 2.', 'Page 2 gave three more, including Morning Mist with damage. Checking page 3.', 'Checking page 4 in case entries continue.', 'Checking page 5.', 'Checking page 6.'];
      for (let p = 1; p <= 6; p++) {
        kids.push(S.llm(texts[p - 1], [['get_lock_log', { lock: 14, from: '2024-08-01', to: '2024-08-07', page: p }]]));
        kids.push(S.tool('get_lock_log', undefined, p <= 2 ? page(p) : { page: p, per_page: 3, has_more: false, items: [], served_by: n.host('locklog') }));
      }
      return sp('agent', 'lock-log-agent', { goal }, null, kids, { error: 'trace ended without output (client disconnected)', metadata: { observationType: 'AGENT', sessionId: 'sess_' + n.hex(16), release: 'v1.8.2' } });
    },
  },
  {
    id: '02', domain: 'kintsugi repair studio job board', style: 'smolagents',
    isolates: 'smolagents CodeAgent steps: offset advances 0, 20, 40, 60, 80 over a job list of 27; the last three observations are all the same empty list.',
    goal: 'List all kintsugi repair jobs waiting for gold-dust finishing and estimate the gold needed (0.15 g per cm of seam).',
    build(n, goal) {
      const S = styler(n, 'smolagents', { model: 'Qwen/Qwen2.5-Coder-32B-Instruct', goal });
      const steps = [];
      const offs = [0, 20, 40, 60, 80];
      const thoughts = [
        'Thought: I will fetch the first 20 jobs in stage "awaiting_gold".',
        'Thought: 20 jobs came back; there may be more, so fetch offset 20.',
        'Thought: Offset 20 returned 7 jobs. I will check offset 40 to be safe.',
        'Thought: Nothing at offset 40; try offset 60.',
        'Thought: Try offset 80.',
      ];
      offs.forEach((o, i) => {
        const code = `jobs = list_jobs(stage="awaiting_gold", limit=20, offset=${o})\nprint(len(jobs), jobs[:2])`;
        const llm = S.llm(`${thoughts[i]}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`);
        const cnt = o === 0 ? 20 : o === 20 ? 7 : 0;
        const sample = cnt ? [{ job: `KS-${n.int(300, 399)}`, item: n.pick(['raku bowl', 'celadon cup', 'sake flask']), seam_cm: n.int(6, 40) }, { job: `KS-${n.int(400, 499)}`, item: 'tea caddy lid', seam_cm: n.int(4, 20) }] : [];
        const tool = S.tool('list_jobs', { stage: 'awaiting_gold', limit: 20, offset: o }, cnt ? `${cnt} ${JSON.stringify(sample)}` : '0 []');
        steps.push(sp('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: `Execution logs:\n${cnt ? cnt + ' ' + JSON.stringify(sample) : '0 []'}\nLast output from code snippet:\nNone`, duration: +(n.rng() * 5).toFixed(2) }, [llm, tool]));
      });
      return sp('agent', 'CodeAgent.run', { task: goal, max_steps: 5 }, null, steps, { error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
  {
    id: '03', domain: 'pétanque league results', style: 'mlflow',
    isolates: 'Cursor pagination: after the last real page the API keeps returning the same next_cursor and an empty result set, and the agent re-sends it four times.',
    goal: 'Compute final standings for the spring pétanque triples league from all match results.',
    build(n, goal) {
      const S = styler(n, 'mlflow', { model: 'gpt-4o', goal });
      const stuck = 'eyJzIjoibWF0Y2hlcyIsIm8iOjQwfQ';
      const kids = [];
      kids.push(S.llm('', [['list_matches', { league: 'spring-triples-2024', limit: 20 }]]));
      kids.push(S.tool('list_matches', undefined, { data: Array.from({ length: 3 }, () => ({ id: n.int(1000, 1999), home: n.pick(['Les Boules Bleues', 'Carreau Club', 'Tir Précis']), away: n.pick(['Cochonnet FC', 'Pointeurs']), score: `${n.int(5, 13)}-${n.int(0, 13)}` })), count_in_page: 20, next_cursor: 'eyJzIjoibWF0Y2hlcyIsIm8iOjIwfQ', request_id: n.uuid() }));
      kids.push(S.llm('Got 20 matches; continuing with the cursor.', [['list_matches', { league: 'spring-triples-2024', limit: 20, cursor: 'eyJzIjoibWF0Y2hlcyIsIm8iOjIwfQ' }]]));
      kids.push(S.tool('list_matches', undefined, { data: Array.from({ length: 3 }, () => ({ id: n.int(2000, 2999), home: 'Tir Précis', away: n.pick(['Cochonnet FC', 'Carreau Club']), score: `13-${n.int(0, 12)}` })), count_in_page: 16, next_cursor: stuck, request_id: n.uuid() }));
      const t = ['Page 2 had 16 matches. There is still a next_cursor, so continue.', 'Empty data but a cursor is present; request it again.', 'The API still reports a next cursor; follow it.', 'Following next_cursor once more.'];
      for (let i = 0; i < 4; i++) {
        kids.push(S.llm(t[i], [['list_matches', { league: 'spring-triples-2024', limit: 20, cursor: stuck }]]));
        kids.push(S.tool('list_matches', undefined, { data: [], count_in_page: 0, next_cursor: stuck, request_id: n.uuid() }));
      }
      return sp('agent', 'league_agent', { question: goal }, null, kids, { error: 'Timeout after 180s', metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.trace.status': 'ERROR' } });
    },
  },
  {
    id: '04', domain: 'soy sauce brewery moromi tank sensors', style: 'strands',
    isolates: 'Strands event-loop cycles read a time-windowed sensor series; after the data ends, the start time keeps moving forward one window and every window is empty.',
    goal: 'Report the salinity trend of moromi tank M-07 over the last 36 hours of sensor readings and flag any reading above 18.5%.',
    build(n, goal) {
      const S = styler(n, 'strands', { model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', goal });
      const wins = ['2024-11-02T00:00:00Z', '2024-11-02T12:00:00Z', '2024-11-03T00:00:00Z', '2024-11-03T12:00:00Z', '2024-11-04T00:00:00Z', '2024-11-04T12:00:00Z'];
      const cycles = [];
      const texts = ['', 'First window: salinity 17.9-18.2%. Next window.', 'Second window includes 18.6% at 19:40, flagged. Next window.', 'Third window has the last readings at 11:50. Continuing to next window.', 'Continuing to the next 12h window.', 'Next window.'];
      wins.forEach((w, i) => {
        const llm = S.llm(texts[i], [['read_sensor_series', { tank: 'M-07', metric: 'salinity_pct', window_start: w, window_hours: 12 }]]);
        const pts = i < 3 ? Array.from({ length: 4 }, (_, k) => ({ t: `${w.slice(0, 11)}${String(k * 3 + 1).padStart(2, '0')}:50:00Z`, v: +(17.8 + n.rng() * (i === 1 ? 0.9 : 0.4)).toFixed(2) })) : [];
        const tool = S.tool('read_sensor_series', undefined, { tank: 'M-07', points: pts, gateway: `gw-${n.int(1, 3)}`, read_at: n.epochMs() });
        cycles.push(sp('chain', 'Cycle ' + (i + 1), { 'event_loop.cycle_id': n.uuid() }, null, [llm, tool]));
      });
      return sp('agent', 'invoke_agent moromi_monitor', { 'gen_ai.prompt': goal }, null, cycles, { error: 'EventLoopException: max cycles reached', metadata: { 'gen_ai.agent.name': 'moromi_monitor', 'gen_ai.system': 'strands-agents' } });
    },
  },
  {
    id: '05', domain: 'rickshaw tour bookings', style: 'autogen',
    isolates: 'AutoGen assistant pages through bookings by page number; pages 3 to 6 all return the same "no bookings on this page" text with only a server timestamp changing.',
    goal: 'Collect all rickshaw tour bookings for the Old Town evening route this Friday and assign riders so no rider has more than three tours.',
    build(n, goal) {
      const S = styler(n, 'autogen', { model: 'gpt-4o', goal, agentName: 'dispatcher' });
      const kids = [];
      const texts = ['', 'Page 1: five bookings. Getting page 2.', 'Page 2 had four bookings, 9 in total. Let me get page 3.', 'Page 3 empty, checking page 4 in case of gaps.', 'Page 4 empty too; try page 5.', 'And page 6.'];
      for (let p = 1; p <= 6; p++) {
        kids.push(S.llm(texts[p - 1], [['get_bookings', { route: 'old-town-evening', date: '2024-06-14', page: p }]]));
        const body = p === 1 ? `page 1/2 :: 5 bookings\n${['Lang', 'Moreau', 'Tanaka', 'Osei', 'Weber'].map((x) => `#${n.int(5000, 5999)} ${x} party=${n.int(1, 3)} 19:${n.pick(['00', '30'])}`).join('\n')}`
          : p === 2 ? `page 2/2 :: 4 bookings\n${['Kowalski', 'Silva', 'Nguyen', 'Brandt'].map((x) => `#${n.int(6000, 6999)} ${x} party=${n.int(1, 2)} 20:${n.pick(['00', '30'])}`).join('\n')}`
          : `page ${p}/2 :: no bookings on this page (server time ${n.dayStamp()})`;
        kids.push(S.tool('get_bookings', undefined, body));
      }
      return sp('agent', 'RoundRobinGroupChat.run', { task: goal }, { stop_reason: 'Maximum number of messages 12 reached, current message count: 12' }, [sp('agent', 'dispatcher', { name: 'dispatcher' }, null, kids)], { metadata: { 'autogen.team': 'RoundRobinGroupChat', termination: 'MaxMessageTermination' } });
    },
  },
  {
    id: '06', domain: 'origami workshop pattern archive', style: 'agno',
    isolates: 'An Agno agent (framework not in the given list) scrolls an archive by scroll position; after 120 the position keeps growing and every response is an empty batch.',
    goal: 'Find every crane-base origami pattern in the archive rated intermediate and build a 4-week class syllabus from them.',
    build(n, goal) {
      const runId = n.uuid();
      const S = styler(n, 'agno', { model: 'gpt-4o', goal });
      const kids = [];
      const pos = [0, 60, 120, 180, 240, 300];
      const texts = ['', 'Batch 1 gave 6 crane-base patterns. Scroll on.', 'Batch 2 gave 3 more (flapping bird, lily, jumping frog variant). Scroll on.', 'Scroll on from 180.', 'Continue scrolling from 240.', 'Continue from 300.'];
      pos.forEach((s, i) => {
        kids.push(S.llm(texts[i], [['scroll_patterns', { base: 'crane', level: 'intermediate', scroll_from: s, batch: 60 }]], { runId }));
        const items = i === 0 ? ['Traditional crane', 'Flapping bird', 'Crane with legs', 'Lily', 'Iris', 'Peacock'] : i === 1 ? ['Jumping frog (crane base)', 'Swan', 'Pajarita variant'] : [];
        kids.push(S.tool('scroll_patterns', undefined, { scroll_from: s, returned: items.length, items: items.map((t) => ({ title: t, id: 'pat_' + n.hex(6) })), scroll_token: n.hex(16) }));
      });
      return sp('agent', 'Agent.run', { message: goal, run_id: runId }, null, kids, { error: 'tool_call_limit reached (6)', metadata: { framework: 'agno', 'agno.agent.name': 'syllabus_builder', session_id: n.uuid() } });
    },
  },
];
