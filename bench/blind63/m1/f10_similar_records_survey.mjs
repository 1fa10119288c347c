// Healthy 5: same tool over many similar but different records, then a summary.
export const family = 'similar_records_survey';
export const loop = false, stagnation = false;
function survey(R, S, root, goal, tool, items, summary) {
  const kids = [S.llm([{ role: 'user', content: goal }], `I will read each of the ${items.length} records.`, items.map(([a]) => ({ name: tool, args: a })))];
  for (const [a, o] of items) kids.push(S.tool(tool, a, o));
  kids.push(S.llm([{ role: 'user', content: 'summarise' }], summary, []));
  return S.agent(root, { goal }, kids, summary);
}
export const scenarios = [
{ id: '01', domain: 'war memorial inscription survey', style: 'gemini', isolates: 'Five memorial records read with one tool, each with different names and condition.',
  goal: 'Summarise the condition of the parish war memorials for the restoration grant.',
  build: (R, S) => survey(R, S, 'memorial-agent', 'Summarise memorial condition', 'get_memorial', [[{ id: 'WM-01' }, { site: 'St Mary churchyard', names: 48, condition: 'lichen, legible' }], [{ id: 'WM-02' }, { site: 'Village green', names: 31, condition: 'lettering eroded 20%' }], [{ id: 'WM-03' }, { site: 'Chapel wall plaque', names: 12, condition: 'good' }], [{ id: 'WM-04' }, { site: 'School hall', names: 7, condition: 'frame cracked' }], [{ id: 'WM-05' }, { site: 'Railway station', names: 22, condition: 'missing 2 letters' }]], 'WM-02 and WM-05 need re-cutting; WM-04 frame repair; others cleaning only.') },
{ id: '02', domain: 'youth orchestra audition scores', style: 'vercel', isolates: 'Six audition score sheets with the same template but different players and marks.',
  goal: 'Rank the cello audition candidates and pick four for the front desks.',
  build: (R, S) => survey(R, S, 'ai.generateText', 'Rank cello candidates', 'getScoreSheet', ['C1:82', 'C2:91', 'C3:77', 'C4:88', 'C5:85', 'C6:90'].map((x) => { const [c, s] = x.split(':'); return [{ candidate: c }, { candidate: c, total: +s, scale: s > 85 ? 'A' : 'B', sightread: +s - 3 }]; }), 'Front desks: C2 (91), C6 (90), C4 (88), C5 (85).') },
{ id: '03', domain: 'render farm BIOS firmware audit', style: 'claude_sdk', isolates: 'Reads five node inventory outputs (same dmidecode template, different versions) then summarises.',
  goal: 'Find which render nodes still run the BIOS affected by the memory-training bug.',
  build: (R, S) => survey(R, S, 'claude-code session', 'Find nodes with old BIOS', 'Bash', ['rn01:2.1.4', 'rn02:2.3.0', 'rn03:2.1.4', 'rn04:2.3.0', 'rn05:2.2.1'].map((x) => { const [n, v] = x.split(':'); return [{ command: `ssh ${n} sudo dmidecode -s bios-version` }, `${v}`]; }), 'rn01 and rn03 are on 2.1.4 (affected); rn05 2.2.1 should also be updated; rn02/rn04 fine.') },
{ id: '04', domain: 'racecourse going reports', style: 'dspy', isolates: 'Six daily going reports, same format, different penetrometer values, then a trend summary.',
  goal: 'Summarise how the going has changed over the week before the Saturday meeting.',
  build: (R, S) => survey(R, S, 'ReAct', 'Going trend', 'fetch_going_report', [['Mon', 7.8, 'Good'], ['Tue', 7.4, 'Good'], ['Wed', 6.9, 'Good to Soft'], ['Thu', 6.1, 'Soft'], ['Fri', 6.4, 'Good to Soft'], ['Sat', 6.7, 'Good to Soft']].map(([d, g, t]) => [{ day: d }, `GoingStick ${g} | Official: ${t} | Watering: none | Issued ${R.syslogTs()}`]), 'Going softened from 7.8 Monday to 6.1 Thursday after rain, recovering to 6.7 Good to Soft for Saturday.') },
{ id: '05', domain: 'ergonomic office chair comparison', style: 'llamaindex', isolates: 'Five product pages with the same HTML template and different specs, then a recommendation.',
  goal: 'Recommend an office chair under €600 with adjustable lumbar support and 4D arms.',
  build: (R, S) => survey(R, S, 'ReActAgent', 'Recommend a chair', 'fetch_page', [['A', 549, 'yes', '3D'], ['B', 589, 'yes', '4D'], ['C', 649, 'yes', '4D'], ['D', 399, 'no', '2D'], ['E', 579, 'yes', '4D']].map(([m, p, l, a]) => [{ url: `https://shop.example/chair-${m}` }, `<div class="spec"><h1>Chair ${m}</h1><span class="price">€${p}</span><li>Lumbar adjustable: ${l}</li><li>Arms: ${a}</li></div>`]), 'Chair E (€579) and B (€589) both meet requirements; E is cheaper.') },
{ id: '06', domain: 'markdown editor release notes', style: 'promptflow', isolates: 'Reads six different commits with git show (same template), then writes release notes.',
  goal: 'Write release notes for v0.9.0 of the markdown editor from the commits since v0.8.2.',
  build: (R, S) => survey(R, S, 'flow.run', 'Release notes v0.9.0', 'git_show', ['feat: table editing toolbar', 'fix: cursor jump after paste in code blocks', 'feat: export to PDF via print css', 'perf: virtualise long documents', 'fix: crash on empty front-matter', 'docs: keyboard shortcuts page'].map((m) => [{ rev: R.hex(7) }, `commit ${R.sha()}\nAuthor: dev <dev@example.org>\nDate:   ${R.httpDate()}\n\n    ${m}\n`]), 'v0.9.0: table toolbar, PDF export, faster long documents; fixes paste cursor and empty front-matter crash; new shortcuts docs.') },
];
