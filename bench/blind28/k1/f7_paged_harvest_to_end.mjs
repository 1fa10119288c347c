// Family 7 (healthy): pagination that brings new items on every page until the source says there is no more, then a summary.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'paged_harvest_to_end';
export const LABELS = { loop: false, stagnation: false };
export const ISOLATES = 'Successive pages each bring new items; the agent stops when the source signals the end and summarises.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 greeting card printing proofs, OpenAI Agents SDK
function r01() {
  const N = new Noise(id(1), '2025-10-06T09:00:00.000Z');
  const goal = 'List all greeting card proofs still awaiting the artist\'s sign-off for the Christmas 2025 range and count them by card size.';
  const c = new Convo(N, 'oai_agents', { model: 'gpt-4.1-mini', user: goal, name: 'Proof Desk', workflow: 'print-proofs', tools: ['list_proofs'] });
  const sizes = ['A6', '5x7', 'square 150', 'DL'];
  const designs = ['Robin on holly', 'Snowy lighthouse', 'Nutcracker', 'Fox in lantern light', 'Wreath letterpress', 'Skating pond', 'Star over Bethlehem', 'Partridge', 'Pudding', 'Frosted pines', 'Mistletoe kiss', 'Kings on camels'];
  const page = (p, n, more) => ({ result: { data: Array.from({ length: n }, (_, k) => ({ proof_id: `PF-${p}${String(k).padStart(2, '0')}`, design: designs[(p * 5 + k) % designs.length] + ` v${1 + (k % 3)}`, size: sizes[(p + k) % 4], waiting_since: `2025-09-${String(1 + ((p * 7 + k) % 28)).padStart(2, '0')}` })), has_more: more, next_page: more ? p + 1 : null, request_id: N.reqId('pp_'), rendered_in: N.dur('ms') } });
  c.turn('', [{ name: 'list_proofs', args: { range: 'xmas-2025', status: 'awaiting_artist', page: 1 } }], [page(1, 20, true)]);
  c.turn('', [{ name: 'list_proofs', args: { range: 'xmas-2025', status: 'awaiting_artist', page: 2 } }], [page(2, 20, true)]);
  c.turn('', [{ name: 'list_proofs', args: { range: 'xmas-2025', status: 'awaiting_artist', page: 3 } }], [page(3, 20, true)]);
  c.turn('', [{ name: 'list_proofs', args: { range: 'xmas-2025', status: 'awaiting_artist', page: 4 } }], [page(4, 7, false)]);
  const counts = {}; for (const m of c.msgs) if (m.role === 'tool') for (const d of m.content.data) counts[d.size] = (counts[d.size] ?? 0) + 1;
  c.final(`67 proofs are awaiting artist sign-off across four pages: ${Object.entries(counts).map(([k, v]) => `${k}: ${v}`).join(', ')}. The oldest have been waiting since 1 September.`);
  const root = c.root({ output: `67 awaiting: ${J(counts)}` });
  return row(FAMILY, 1, 'Four pages of proofs (20, 20, 20, 7), each with new proof ids, until has_more is false; then a count by size.', goal, root, LABELS);
}

// 02 hurling club membership, Google ADK
function r02() {
  const N = new Noise(id(2), '2025-04-02T19:30:00.000Z');
  const inv = 'e-' + N.uuid();
  const goal = 'Find all adult members of Clonmore GAA hurling club whose membership lapsed before the championship registration deadline, so the secretary can chase them.';
  const c = new Convo(N, 'adk', { model: 'gemini-2.5-flash', system: 'You assist the club secretary. Tool: list_members(status, pageToken).', user: goal, inv, name: 'club_secretary_helper', app: 'clonmore_gaa' });
  const first = ['Ciarán', 'Donal', 'Eoin', 'Fiachra', 'Pádraig', 'Seán', 'Tadhg', 'Colm', 'Niall', 'Rory', 'Oisín', 'Cathal'];
  const last = ['Ó Briain', 'Maher', 'Dwyer', 'Bourke', 'Ryan', 'Fitzgerald', 'Hogan', 'Kennedy'];
  const pg = (p, n, tok) => ({ result: { members: Array.from({ length: n }, (_, k) => ({ id: `CL${p}${String(k).padStart(3, '0')}`, name: `${first[(k + p * 3) % 12]} ${last[(k * 5 + p) % 8]}`, grade: k % 4 === 0 ? 'intermediate' : 'senior', lapsed_on: `2025-0${1 + ((k + p) % 3)}-${String(1 + ((k * 3) % 28)).padStart(2, '0')}` })), nextPageToken: tok, etag: N.etag(true) } });
  c.turn('', [{ name: 'list_members', args: { status: 'lapsed', age: 'adult' } }], [pg(1, 25, 'CAEQAhoFCMDAxgM')]);
  c.turn('', [{ name: 'list_members', args: { status: 'lapsed', age: 'adult', pageToken: 'CAEQAhoFCMDAxgM' } }], [pg(2, 25, 'CAIQAhoFCKCNxwM')]);
  c.turn('', [{ name: 'list_members', args: { status: 'lapsed', age: 'adult', pageToken: 'CAIQAhoFCKCNxwM' } }], [pg(3, 11, null)]);
  let inter = 0; for (const m of c.msgs) if (m.role === 'tool') for (const x of m.content.members) if (x.grade === 'intermediate') inter++;
  c.final(`61 adult members lapsed before the 31 March registration deadline (25 + 25 + 11 across three pages). ${inter} of them are intermediate grade and ${61 - inter} senior. I can draft the reminder emails if you want.`);
  const root = c.root({ output: '61 lapsed adult members listed.' });
  return row(FAMILY, 2, 'Three pages of lapsed members with new names each time; the missing nextPageToken on page 3 ends the listing and a count follows.', goal, root, LABELS);
}

// 03 trail camera wildlife study detections, Langfuse
function r03() {
  const N = new Noise(id(3), '2025-08-12T10:00:00.000Z');
  const goal = 'From the Kielder pine marten camera-trap study, pull every detection classified as pine marten in July and tell me which cameras had the most.';
  const c = new Convo(N, 'langfuse', { model: 'gpt-4o', system: 'You analyse camera-trap data. Tool: detections(species, month, limit, offset).', user: goal, name: 'camtrap-analyst', tags: ['ecology'] });
  const cams = ['KF-03', 'KF-07', 'KF-11', 'KF-12', 'KF-19'];
  const pg = (off, n, total) => ({ result: { total, limit: 50, offset: off, results: Array.from({ length: n }, (_, k) => ({ det_id: N.uuid(), camera: cams[((off + k) * 7) % 5 === 0 ? 1 : ((off + k) * 3) % 5], ts: `2025-07-${String(1 + ((off + k) % 31)).padStart(2, '0')}T0${(k % 5)}:${String((k * 13) % 60).padStart(2, '0')}:00Z`, conf: +(0.81 + ((k * 17) % 18) / 100).toFixed(2), model: 'megadetector-v5b+species-v3' })) } });
  c.turn('', [{ name: 'detections', args: { species: 'Martes martes', month: '2025-07', limit: 50, offset: 0 } }], [pg(0, 50, 168)]);
  c.turn('', [{ name: 'detections', args: { species: 'Martes martes', month: '2025-07', limit: 50, offset: 50 } }], [pg(50, 50, 168)]);
  c.turn('', [{ name: 'detections', args: { species: 'Martes martes', month: '2025-07', limit: 50, offset: 100 } }], [pg(100, 50, 168)]);
  c.turn('', [{ name: 'detections', args: { species: 'Martes martes', month: '2025-07', limit: 50, offset: 150 } }], [pg(150, 18, 168)]);
  const counts = {}; for (const m of c.msgs) if (m.role === 'tool') for (const d of m.content.results) counts[d.camera] = (counts[d.camera] ?? 0) + 1;
  const top = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  c.final(`All 168 July pine marten detections retrieved (offsets 0-150). By camera: ${top.map(([k, v]) => `${k} ${v}`).join(', ')}. ${top[0][0]} had the most.`);
  const root = c.root({ output: `168 detections; top camera ${top[0][0]}` });
  return row(FAMILY, 3, 'Offsets 0, 50, 100, 150 return 50, 50, 50 and 18 new detections out of a stated total of 168; the agent stops there and ranks cameras.', goal, root, LABELS);
}

// 04 flood barrier deployment inventory, OpenTelemetry GenAI
function r04() {
  const N = new Noise(id(4), '2025-01-22T15:00:00.000Z');
  const goal = 'Before Storm Éowyn arrives, list every demountable flood barrier segment stored at the Shrewsbury depots and their condition, and flag any not inspected this year.';
  const c = new Convo(N, 'otel', { model: 'gpt-4.1', system: 'You support the flood response team. Tool: http_get(url). Follow Link rel="next" until there is none.', user: goal, name: 'flood-readiness' });
  const seg = (i) => ({ segment: `DB-${String(i).padStart(3, '0')}`, type: i % 3 ? 'aluminium stop-log 3m' : 'post 2.4m', depot: i % 2 ? 'Frankwell' : 'Coton Hill', condition: ['good', 'good', 'seal worn', 'good', 'good', 'dent on flange'][i % 6], last_inspected: i % 9 === 0 ? '2024-10-02' : '2025-03-1' + (i % 9) });
  const http = (p, ids, next) => ({ result: `HTTP/2 200\ndate: ${N.http()}\ncontent-type: application/json\nx-request-id: ${N.uuid()}\nx-envoy-upstream-service-time: ${N.int(8, 90)}\n${next ? `link: <https://assets.floodops.example/v1/segments?page=${p + 1}>; rel="next"\n` : ''}\n${J(ids.map(seg))}` });
  const range = (a, b) => Array.from({ length: b - a }, (_, i) => a + i);
  c.turn('', [{ name: 'http_get', args: { url: 'https://assets.floodops.example/v1/segments?depot=shrewsbury' } }], [http(1, range(1, 31), true)]);
  c.turn('', [{ name: 'http_get', args: { url: 'https://assets.floodops.example/v1/segments?page=2' } }], [http(2, range(31, 61), true)]);
  c.turn('', [{ name: 'http_get', args: { url: 'https://assets.floodops.example/v1/segments?page=3' } }], [http(3, range(61, 74), false)]);
  const stale = range(1, 74).filter((i) => i % 9 === 0).map((i) => `DB-${String(i).padStart(3, '0')}`);
  c.final(`73 segments across Frankwell and Coton Hill. Condition issues: ${range(1, 74).filter((i) => i % 6 === 2).length} with worn seals and ${range(1, 74).filter((i) => i % 6 === 5).length} with flange dents. Not inspected in 2025: ${stale.join(', ')}; these should be checked before deployment.`);
  const root = c.root({ output: `73 segments; ${stale.length} uninspected this year` });
  return row(FAMILY, 4, 'Three HTTP pages follow the Link rel=next header (30, 30, 13 new segments); the third has no next link and a readiness summary follows.', goal, root, LABELS);
}

// 05 baby sign language classes enrolments, smolagents
function r05() {
  const N = new Noise(id(5));
  const goal = 'Export all enrolments for the autumn "Little Hands" baby signing classes and tell me which venues are over the 12-family cap.';
  const c = new Convo(N, 'smolagents', { model: 'gpt-4o', user: goal, tools: ['list_enrolments'] });
  const venues = ['Brockley Library', 'St Hilda\'s Hall', 'Ladywell Children\'s Centre', 'Honor Oak Pavilion'];
  const batch = (start, n, cur) => ({ result: J({ enrolments: Array.from({ length: n }, (_, k) => ({ family: `F${start + k}`, venue: venues[((start + k) * 5) % 7 % 4], baby_age_months: 6 + ((start + k) % 9) })), next_cursor: cur, server: N.pod('enrol-api') }) });
  c.turn('Fetch the first batch of enrolments.', [{ name: 'list_enrolments', args: { term: 'autumn-2025' } }], [batch(1, 20, 'c2VxPTIw')]);
  c.turn('There is a next_cursor; continue with it.', [{ name: 'list_enrolments', args: { term: 'autumn-2025', cursor: 'c2VxPTIw' } }], [batch(21, 20, 'c2VxPTQw')]);
  c.turn('Another cursor was returned, so fetch the following batch.', [{ name: 'list_enrolments', args: { term: 'autumn-2025', cursor: 'c2VxPTQw' } }], [batch(41, 12, null)]);
  const counts = {}; for (let i = 1; i <= 52; i++) { const v = venues[(i * 5) % 7 % 4]; counts[v] = (counts[v] ?? 0) + 1; }
  const over = Object.entries(counts).filter(([, v]) => v > 12);
  c.final(`Counted 52 enrolments in three batches; the last returned no cursor.\n${over.length ? 'Over the cap: ' + over.map(([k, v]) => `${k} (${v})`).join(', ') : 'No venue is over the cap.'}`);
  const root = c.root({ output: over.map(([k, v]) => `${k}: ${v}`).join('; ') || 'none over cap' });
  return row(FAMILY, 5, 'Cursor pagination over enrolments brings 20, 20 and 12 new families; next_cursor null ends it and venue counts are reported.', goal, root, LABELS);
}

// 06 harmonica repair tickets, plain message-level trace
function r06() {
  const N = new Noise(id(6), '2025-07-01T08:00:00.000Z');
  const goal = 'Summarise this quarter\'s harmonica repair tickets: how many were reed replacements versus gapping/retuning, and the average turnaround.';
  const c = new Convo(N, 'plain', { model: 'gpt-4o-mini', system: 'You are the workshop analyst for Blue Reed Harmonica Repairs. Tool: tickets(page).', user: goal });
  const kinds = ['reed replacement', 'gapping', 'retuning', 'comb swap', 'reed replacement'];
  const pg = (p) => ({ result: { page: p, total_pages: 3, per_page: 15, tickets: Array.from({ length: p < 3 ? 15 : 9 }, (_, k) => ({ ticket: `BR-${p}${String(k).padStart(2, '0')}`, model: ['Hohner Special 20', 'Seydel 1847', 'Suzuki Manji', 'Hohner Marine Band'][(k + p) % 4], key: ['C', 'A', 'G', 'D', 'Bb'][k % 5], work: kinds[(k * 3 + p) % 5], turnaround_days: 3 + ((k * 7 + p) % 9) })), served_at: N.iso() } });
  c.turn('', [{ name: 'tickets', args: { quarter: '2025Q2', page: 1 } }], [pg(1)]);
  c.turn('', [{ name: 'tickets', args: { quarter: '2025Q2', page: 2 } }], [pg(2)]);
  c.turn('', [{ name: 'tickets', args: { quarter: '2025Q2', page: 3 } }], [pg(3)]);
  let rr = 0, gr = 0, tot = 0, n = 0; for (const m of c.msgs) if (m.role === 'tool') for (const t of m.content.tickets) { n++; tot += t.turnaround_days; if (t.work === 'reed replacement') rr++; if (t.work === 'gapping' || t.work === 'retuning') gr++; }
  c.final(`Q2 had ${n} tickets over 3 pages: ${rr} reed replacements, ${gr} gapping/retuning jobs, ${n - rr - gr} comb swaps. Average turnaround was ${(tot / n).toFixed(1)} days.`);
  const root = c.root({ name: 'blue-reed-analyst', output: `${n} tickets summarised` });
  return row(FAMILY, 6, 'Pages 1 to 3 of 3 each return new tickets; after total_pages is reached the agent computes the summary.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['greeting card printing', 'hurling club membership', 'camera-trap wildlife study', 'flood barrier deployment', 'baby sign language classes', 'harmonica repair workshop'];
