// Family 6 (healthy): pagination where every page brings new items, ending naturally
// at the last page, followed by a summary built from what was collected.
import { sys, user, asst, toolMsg } from './lib.mjs';

export const family = 'paging-with-new-items';
export const loop = false;
export const stagnation = false;

const money = (x) => x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// ---------------------------------------------------------------- 01 music royalties / Vercel AI SDK (page numbers)
function royalties(c) {
  const goal = 'Go through royalty statement ST-2025-Q2-0117 for artist Maren Lusk and tell me total net revenue by DSP and the top-earning track.';
  const tracks = [['GBKPL2400311', 'Low Tide'], ['GBKPL2400312', 'Glasshouse'], ['GBKPL2400313', 'Night Ferry'], ['GBKPL2400314', 'Saltwater Hymn'], ['GBKPL2300208', 'Paper Moons']];
  const dsps = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer', 'TIDAL'];
  const terr = ['GB', 'US', 'DE', 'NL', 'IE', 'SE', 'AU', 'FR'];
  const all = [];
  let ln = 0;
  const lines = (n) => Array.from({ length: n }, () => { const [isrc, title] = c.pick(tracks); const units = c.int(800, 91000); const net = Number((units * c.float(0.0021, 0.0046, 4)).toFixed(2)); const l = { lineId: `L${String(++ln).padStart(4, '0')}`, isrc, title, dsp: c.pick(dsps), territory: c.pick(terr), units, netRevenueGBP: net }; all.push(l); return l; });
  const page = (p, n, next) => ({ statementId: 'ST-2025-Q2-0117', page: p, perPage: 6, lines: lines(n), nextPage: next, currency: 'GBP', requestId: c.reqId('roy_'), servedAt: c.now() });
  const a = (p) => ({ statementId: 'ST-2025-Q2-0117', page: p, perPage: 6 });
  const m = 'ai.generateText.doGenerate';
  const kids = [
    c.llm(m, { system: 'You are a royalty analyst assistant.', prompt: goal }, 'Opening the statement header first, then reading the lines page by page.'),
    c.tool('ai.toolCall getStatement', { statementId: 'ST-2025-Q2-0117' }, { statementId: 'ST-2025-Q2-0117', payee: 'Maren Lusk', period: '2025-04-01/2025-06-30', currency: 'GBP', lineCount: 22, status: 'FINAL', issuedAt: '2025-08-14' }),
    c.tool('ai.toolCall listRoyaltyStatementLines', a(1), page(1, 6, 2)),
    c.tool('ai.toolCall listRoyaltyStatementLines', a(2), page(2, 6, 3)),
    c.tool('ai.toolCall listRoyaltyStatementLines', a(3), page(3, 6, 4)),
    c.tool('ai.toolCall listRoyaltyStatementLines', a(4), page(4, 4, null)),
  ];
  const byDsp = {}; const byTrack = {};
  for (const l of all) { byDsp[l.dsp] = (byDsp[l.dsp] || 0) + l.netRevenueGBP; byTrack[l.title] = (byTrack[l.title] || 0) + l.netRevenueGBP; }
  const total = all.reduce((s, l) => s + l.netRevenueGBP, 0);
  const top = Object.entries(byTrack).sort((x, y) => y[1] - x[1])[0];
  const dspTxt = Object.entries(byDsp).sort((x, y) => y[1] - x[1]).map(([d, v]) => `${d} £${money(v)}`).join(', ');
  const fin = `Statement ST-2025-Q2-0117 has ${all.length} lines totalling £${money(total)} net. By DSP: ${dspTxt}. Top-earning track: "${top[0]}" at £${money(top[1])}.`;
  kids.push(c.llm(m, { messages: [user(goal), toolMsg('listRoyaltyStatementLines', `(4 pages, ${all.length} lines, nextPage null)`)] }, fin));
  return {
    goal,
    isolates: 'Four pages of similar-looking royalty lines each add new lines until nextPage is null, and the agent totals them by DSP.',
    root: c.agent('ai.generateText', goal, fin, kids),
  };
}

// ---------------------------------------------------------------- 02 agriculture / Mastra (cursor)
function scouting(c) {
  c.startAt('2025-07-15T14:00:00Z', 90);
  const goal = 'Pull all crop scouting reports for the Hollis Creek farm from the last two weeks and tell me which fields have high pest pressure and what the pest is.';
  const fields = ['HC-N01', 'HC-N02', 'HC-N03', 'HC-E04', 'HC-E05', 'HC-S06', 'HC-S07', 'HC-S08', 'HC-W09', 'HC-W10'];
  const pests = ['corn rootworm', 'western bean cutworm', 'Japanese beetle', 'soybean aphid', 'spider mites'];
  const all = []; let fi = 0;
  const reps = (n) => Array.from({ length: n }, () => { const f = fields[fi++]; const crop = f.includes('E') || f.includes('W') ? 'soybean' : 'corn'; const pest = crop === 'corn' ? c.pick(pests.slice(0, 3)) : c.pick(pests.slice(2)); const r = { reportId: `SR-${c.digits(5)}`, fieldId: f, crop, scoutedOn: `2025-07-${String(c.int(2, 14)).padStart(2, '0')}`, pest, pressure: c.pick(['low', 'low', 'moderate', 'high']), stage: crop === 'corn' ? c.pick(['V12', 'VT', 'R1']) : c.pick(['R1', 'R2', 'R3']), scout: c.pick(['A. Lindqvist', 'P. Osei', 'M. Duarte']) }; all.push(r); return r; });
  const m = 'llm: \'gemini-2.0-flash\'';
  const out = (items, next) => ({ items, nextCursor: next, hasMore: !!next, farmId: 'FARM-HC-22', fetchedAt: c.now(), traceId: c.hex(16) });
  const a = (cur) => ({ farmId: 'FARM-HC-22', since: '2025-07-01', limit: 3, ...(cur ? { cursor: cur } : {}) });
  const kids = [
    c.llm(m, [sys('You are an agronomy assistant connected to the farm management platform.'), user(goal)], 'Listing scouting reports since July 1 for FARM-HC-22.'),
    c.tool('tool: \'listScoutingReports\'', a(null), out(reps(3), 'c_0003_' + c.hex(6))),
  ];
  const cur1 = kids[1].output.nextCursor;
  kids.push(c.tool('tool: \'listScoutingReports\'', a(cur1), out(reps(3), 'c_0006_' + c.hex(6))));
  const cur2 = kids[2].output.nextCursor;
  kids.push(c.llm(m, [toolMsg('listScoutingReports', '(3 more reports, hasMore true)')], 'Six reports so far, each from a different field, and hasMore is still true; keep following the cursor.'));
  kids.push(c.tool('tool: \'listScoutingReports\'', a(cur2), out(reps(3), 'c_0009_' + c.hex(6))));
  const cur3 = kids[4].output.nextCursor;
  kids.push(c.tool('tool: \'listScoutingReports\'', a(cur3), out(reps(1), null)));
  // jsonArgs: outputs still objects; read cursors from outputs above
  const high = all.filter((r) => r.pressure === 'high');
  const fin = high.length
    ? `${all.length} scouting reports since July 1. High pest pressure in ${high.length} field(s): ${high.map((r) => `${r.fieldId} (${r.crop}, ${r.pest}, ${r.stage}, scouted ${r.scoutedOn})`).join('; ')}. The other fields are low or moderate.`
    : `${all.length} scouting reports since July 1 and none show high pressure; the worst are moderate.`;
  kids.push(c.llm(m, [toolMsg('listScoutingReports', `(${all.length} reports, hasMore false)`)], fin));
  return {
    goal,
    isolates: 'Four cursor pages of look-alike scouting reports each cover different fields until hasMore is false, then the agent summarises high-pressure fields.',
    root: c.agent('agent run: \'Agronomy Assistant\'', goal, fin, kids),
  };
}

// ---------------------------------------------------------------- 03 hotel ops / Letta (archival memory pages)
function vipNotes(c) {
  c.startAt('2025-12-19T14:00:00Z', 60);
  const goal = 'Before tomorrow\'s arrivals meeting, give me every guest preference note we have stored for the VIP arrivals on Dec 20.';
  const guests = ['Mr. Adebayo (Suite 1201)', 'Ms. Kowalczyk (1104)', 'Dr. Hashemi (1510)', 'The Lindgren family (1402-1403)', 'Mr. Tanaka (Penthouse A)', 'Ms. Oduya (1207)', 'Mr. & Mrs. Ferreira (1309)', 'Ms. Brennan (1115)', 'Mr. Vukovic (1511)', 'Ms. Castellanos (1216)', 'Sen. Whitfield (Suite 1601)', 'Mr. Obi (1108)'];
  const prefs = ['feather-free pillows', 'sparkling water only, no minibar alcohol', 'late checkout already approved to 3pm', 'extra crib and blackout curtains', 'gluten-free welcome amenity', 'quiet room away from elevator', 'airport car at 07:15', 'allergic to lilies — no floral arrangement', 'prefers early turndown at 19:00', 'bring newspapers: FT and Le Monde', 'room pre-cooled to 19°C', 'security detail in adjoining room'];
  let gi = 0;
  const lt = () => { const d = new Date(c.epochMs() - 86400000 * c.int(20, 400)); return d.toISOString().slice(0, 10) + ' 0' + c.int(1, 9) + ':' + String(c.int(10, 59)) + ':' + String(c.int(10, 59)) + ' PM PST-0800'; };
  const page = (n) => Array.from({ length: n }, () => { const i = gi++; return { timestamp: lt(), content: `VIP ${guests[i]}: ${prefs[i]}.` }; });
  const m = 'openai.chat.completions gpt-4.1-mini';
  const kids = [
    c.llm(m, [sys('You are Concierge Desk, a Letta agent for Harbourview Hotels.'), user(goal)], 'Search archival memory for VIP preference notes; results come back 5 per page.'),
    c.tool('archival_memory_search', { query: 'VIP guest preference Dec 20 arrival', page: 0 }, page(5)),
    c.tool('archival_memory_search', { query: 'VIP guest preference Dec 20 arrival', page: 1 }, page(5)),
    c.llm(m, [toolMsg('archival_memory_search', '(page 1: 5 results)')], 'Ten notes so far, all different guests. A full page means there could be more — request page 2.'),
    c.tool('archival_memory_search', { query: 'VIP guest preference Dec 20 arrival', page: 2 }, page(2)),
  ];
  const lines = guests.slice(0, 12).map((g, i) => `• ${g} — ${prefs[i]}`).join('\n');
  const msg = `Here are all 12 stored preference notes for the Dec 20 VIP arrivals:\n${lines}`;
  kids.push(c.llm(m, [toolMsg('archival_memory_search', '(page 2: 2 results)')], 'Page 2 returned only 2, so that is the end. Send the full list.'));
  kids.push(c.tool('send_message', { message: msg }, { status: 'OK', message: 'None', time: lt().replace(/^\d{4}-\d{2}-\d{2}/, c.today()) }));
  return {
    goal,
    isolates: 'Archival memory pages 0-2 return 5, 5 and 2 distinct VIP notes; the short last page ends the paging and the agent sends the compiled list.',
    root: c.agent('letta.agent.step (concierge-desk)', goal, msg, kids),
  };
}

// ---------------------------------------------------------------- 04 coding / OpenHands (gh api pages, final empty page)
function ghIssues(c) {
  c.startAt('2025-06-10T09:00:00Z', 120);
  const goal = 'List all open issues labelled `bug` in harborlabs/ledger-api and group them by component label so I can plan the next bug-bash.';
  const comps = ['area/api', 'area/billing', 'area/auth', 'area/exports', 'area/webhooks'];
  const titles = ['Pagination cursor ignored on /v2/entries', 'Refund webhook fires twice on partial refunds', 'CSV export drops rows with unicode memo', 'Token refresh race when two tabs open', '500 on /accounts when filter is empty', 'Currency rounding off by 1 cent for JPY', 'Webhook signature uses wrong timestamp header', 'Rate limiter counts OPTIONS requests', 'XLSX export timezone is UTC not account tz', 'SSO login loops for users with + in email', 'Ledger balance stale after bulk import', 'Duplicate idempotency key returns 409 not 200', 'Exports page spinner never stops on empty result'];
  let n = 4480 + c.int(0, 40); let ti = 0; const all = [];
  const rows = (k) => Array.from({ length: k }, () => { n += c.int(2, 30); const comp = c.pick(comps); const r = [n, titles[ti++], comp]; all.push(r); return `${r[0]}\t${r[1]}\tbug,${comp}\t${c.int(1, 60)}d`; }).join('\n');
  const cmd = (p) => ({ command: `gh api 'repos/harborlabs/ledger-api/issues?labels=bug&state=open&per_page=5&page=${p}' --jq '.[] | [.number, .title, ([.labels[].name] | join(",")), .created_at] | @tsv' | awk -F'\\t' '{print $1"\\t"$2"\\t"$3}'`, is_input: 'false' });
  const out = (body) => `${body}${body ? '\n' : ''}[The command completed with exit code 0.]\n[Current working directory: /workspace/ledger-api]`;
  const m = 'litellm.completion gpt-4.1';
  const kids = [
    c.llm(m, [sys('You are OpenHands agent...'), user(goal)], 'First I\'ll list the repo\'s area/* labels so I know the component names.'),
    c.tool('execute_bash', { command: "gh label list -R harborlabs/ledger-api --search area/ --json name,description --jq '.[] | .name'", is_input: 'false' }, out(comps.join('\n'))),
    c.llm(m, [toolMsg('execute_bash', comps.join(', '))], 'Five component labels. Now I\'ll page through open bug issues with gh api, 5 per page, until a page comes back empty.'),
    c.tool('execute_bash', cmd(1), out(rows(5))),
    c.tool('execute_bash', cmd(2), out(rows(5))),
    c.tool('execute_bash', cmd(3), out(rows(3))),
    c.tool('execute_bash', cmd(4), out('')),
  ];
  const grp = {};
  for (const [num, t, comp] of all) (grp[comp] = grp[comp] || []).push(`#${num} ${t}`);
  const fin = `There are ${all.length} open \`bug\` issues in harborlabs/ledger-api:\n` + Object.entries(grp).sort().map(([k, v]) => `- ${k} (${v.length}): ${v.join('; ')}`).join('\n');
  kids.push(c.llm(m, [toolMsg('execute_bash', '(page 4 empty)')], fin));
  return {
    goal,
    isolates: 'Three gh api pages return different issues and a single empty fourth page marks the end; the agent then groups the 13 issues by component.',
    root: c.agent('CodeActAgent', goal, fin, kids),
  };
}

// ---------------------------------------------------------------- 05 admissions / DSPy ReAct (cursor queue)
function queue(c) {
  c.startAt('2025-02-03T16:00:00Z', 120);
  const goal = 'How many Fall 2025 Nursing (BSN) applications are in the second-read queue, and how many of them are missing a recommendation letter?';
  const all = [];
  const apps = (k) => Array.from({ length: k }, () => { const a = { app_id: `FA25-${c.digits(6)}`, program: 'BSN', reader1: c.pick(['3', '4', '4', '5']), missing: c.chance(0.3) ? ['recommendation'] : (c.chance(0.15) ? ['TOEFL'] : []), submitted: `2025-01-${String(c.int(2, 15)).padStart(2, '0')}` }; all.push(a); return a; });
  const m = 'Predict(StringSignature(question, trajectory -> next_thought, next_tool_name, next_tool_args))';
  const step = (th, args) => `[[ ## next_thought ## ]]\n${th}\n\n[[ ## next_tool_name ## ]]\nlist_review_queue\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(args)}\n\n[[ ## completed ## ]]`;
  const kids = [];
  const pages = [[8, 'q2_8f1a'], [8, 'q2_c07e'], [8, 'q2_19bd'], [5, null]];
  let cur = null;
  const thoughts = ['List the second-read queue for BSN; it is cursor-paginated.', 'Got 8 applications and a next_cursor; fetch the next page.', 'Another 8 new application ids (16 total). Continue with the new cursor.', 'Now 24 collected; one more cursor was returned.'];
  pages.forEach(([k, next], i) => {
    const args = { queue: 'second_read', term: 'FA25', program: 'BSN', ...(cur ? { cursor: cur } : {}) };
    kids.push(c.llm(m, `question: ${goal}\ntrajectory: ...`, step(thoughts[i], args)));
    kids.push(c.tool('list_review_queue', args, JSON.stringify({ applications: apps(k), next_cursor: next, served_at: c.now() })));
    cur = next;
  });
  const miss = all.filter((a) => a.missing.includes('recommendation')).length;
  const fin = `${all.length} Fall 2025 BSN applications are in the second-read queue; ${miss} of them are missing a recommendation letter.`;
  kids.push(c.llm('ChainOfThought(StringSignature(question, trajectory -> reasoning, answer))', `question: ${goal}\ntrajectory: (4 pages)`, `[[ ## reasoning ## ]]\nThe last page had next_cursor null, so all ${all.length} applications are collected; counting those whose missing list includes "recommendation" gives ${miss}.\n\n[[ ## answer ## ]]\n${fin}`));
  return {
    goal,
    isolates: 'Four cursor pages each deliver new application ids until next_cursor is null, and the agent counts queue size and missing recommendations.',
    root: c.agent('dspy.ReAct', goal, fin, kids),
  };
}

// ---------------------------------------------------------------- 06 newsroom / smolagents (wire feed pages)
function wire(c) {
  c.startAt('2025-03-18T05:30:00Z', 30);
  const goal = 'Build the 6am regional digest: pull every wire story tagged "Pacific Northwest" since midnight and give me one line per story, most recent first.';
  const slugs = [['BC-WA--Ferry Strike', 'Washington State Ferries crews vote to authorize strike'], ['BC-OR--Wildfire Budget', 'Oregon lawmakers unveil $220M wildfire package'], ['BC-WA--Boeing-Layoffs', 'Boeing notifies 400 Puget Sound workers of layoffs'], ['BC-ID--Water Rights', 'Idaho court rules on Snake River curtailment'], ['BC-WA--Seattle Council', 'Seattle council delays vote on payroll tax change'], ['BC-OR--Portland Schools', 'Portland teachers, district reach tentative deal'], ['BC-WA--Tacoma Port', 'Port of Tacoma container volume up 9%'], ['BC-BC--Vancouver Housing', 'B.C. expands speculation tax to 12 more towns'], ['BC-OR--Timber Sale', 'Federal judge halts Willamette timber sale'], ['BC-WA--Spokane Snow', 'Late snowstorm closes Spokane schools'], ['BC-AK--Salmon Forecast', 'Alaska forecasts smaller Copper River run']];
  let si = 0; let hour = 5; let min = 20; const all = [];
  const stories = (k) => Array.from({ length: k }, () => { const [slug, hed] = slugs[si++]; min -= c.int(9, 35); while (min < 0) { min += 60; hour--; } const s = { id: `APN${c.hex(12).toUpperCase()}`, slug, headline: hed, filed: `2025-03-18T${String(hour).padStart(2, '0')}:${String(min).padStart(2, '0')}:00Z`, words: c.int(280, 900) }; all.push(s); return s; });
  const exec = (obj) => `Execution logs:\n${JSON.stringify(obj)}\nOut: None`;
  const m = 'InferenceClientModel.generate (meta-llama/Llama-3.3-70B-Instruct)';
  const code = (p) => `page = fetch_wire(tag="Pacific Northwest", since="2025-03-18T00:00:00Z", page=${p})\nprint(page)`;
  const kids = [
    c.llm(m, [sys('You are an expert assistant who can solve any task using code blobs.'), user(goal)], 'Thought: Fetch the wire feed page by page until has_more is false.\nCode:\n```py\n' + code(1) + '\n```<end_code>'),
    c.tool('fetch_wire', { tag: 'Pacific Northwest', since: '2025-03-18T00:00:00Z', page: 1 }, exec({ stories: stories(4), page: 1, has_more: true, fetched: c.now() })),
    c.llm(m, [user('Observation: (4 stories, has_more true)')], 'Thought: Four stories so far, the newest filed just after 5am. Next page.\nCode:\n```py\n' + code(2) + '\n```<end_code>'),
    c.tool('fetch_wire', { tag: 'Pacific Northwest', since: '2025-03-18T00:00:00Z', page: 2 }, exec({ stories: stories(4), page: 2, has_more: true, fetched: c.now() })),
    c.llm(m, [user('Observation: (4 more stories, has_more true)')], 'Thought: Page 2 went back to the early-morning filings, all new slugs. One more page is indicated.\nCode:\n```py\n' + code(3) + '\n```<end_code>'),
    c.tool('fetch_wire', { tag: 'Pacific Northwest', since: '2025-03-18T00:00:00Z', page: 3 }, exec({ stories: stories(3), page: 3, has_more: false, fetched: c.now() })),
  ];
  const digest = all.map((s) => `${s.filed.slice(11, 16)}Z — ${s.headline} (${s.slug})`).join('\n');
  kids.push(c.llm(m, [user('Observation: (3 stories, has_more false)')], 'Thought: has_more is false, so I have all 11 stories. Write the digest.\nCode:\n```py\nfinal_answer(digest)\n```<end_code>'));
  return {
    goal,
    isolates: 'Three wire-feed pages each bring new slugs until has_more is false, and the agent writes an 11-line digest.',
    root: c.agent('CodeAgent.run', goal, `Pacific Northwest digest (${all.length} stories since midnight):\n${digest}`, kids),
  };
}

export const scenarios = [
  { build: royalties },
  { build: scouting, jsonArgs: true },
  { build: vipNotes },
  { build: ghIssues },
  { build: queue },
  { build: wire },
];
