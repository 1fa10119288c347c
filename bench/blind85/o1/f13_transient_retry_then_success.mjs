// Healthy 3: the same call fails 1-3 times with the same transient error, then succeeds; task finished.
export const family = 'transient_retry_then_success';
export const loop = false;

// 01: Open WebUI tool (llama3.1:8b) geocoding with 429s then a weather forecast.
function s01(c) {
  c.model = 'llama3.1:8b';
  c.t = Date.UTC(2026, 6, 3, 5, 40, 0);
  const goal = 'Will it rain at the Gorges du Verdon campsite (Camping Les Collines, Castellane) this Saturday? Tell me hourly rain chances for the afternoon.';
  c.chat('You are a helpful assistant with tools: geocode, forecast.', goal);
  const k = [];
  const r429 = () => ({ status: 429, headers: { 'retry-after': '2', date: c.http(), server: 'nginx', 'x-served-by': c.host('nominatim') }, body: '<html><head><title>429 Too Many Requests</title></head><body><center><h1>429 Too Many Requests</h1></center><hr><center>nginx</center></body></html>' });
  k.push(c.llm('Calling geocode.', [{ name: 'geocode', args: { q: 'Camping Les Collines, Castellane, France', limit: 1 } }]));
  k.push(c.tool('geocode', { q: 'Camping Les Collines, Castellane, France', limit: 1 }, r429(), { error: 'HTTP 429 Too Many Requests' }));
  c.tick(2000, 2500);
  k.push(c.llm('Rate limited, retrying after 2 seconds.', [{ name: 'geocode', args: { q: 'Camping Les Collines, Castellane, France', limit: 1 } }]));
  k.push(c.tool('geocode', { q: 'Camping Les Collines, Castellane, France', limit: 1 }, r429(), { error: 'HTTP 429 Too Many Requests' }));
  c.tick(4000, 4500);
  k.push(c.llm(null, [{ name: 'geocode', args: { q: 'Camping Les Collines, Castellane, France', limit: 1 } }]));
  k.push(c.tool('geocode', { q: 'Camping Les Collines, Castellane, France', limit: 1 }, { status: 200, body: [{ place_id: 118822731, lat: '43.8431', lon: '6.5262', display_name: 'Camping Les Collines, Route de Grasse, Castellane, Alpes-de-Haute-Provence, France', osm_type: 'way', licence: 'Data © OpenStreetMap contributors, ODbL 1.0.' }] }));
  k.push(c.llm('Calling forecast.', [{ name: 'forecast', args: { latitude: 43.8431, longitude: 6.5262, hourly: 'precipitation_probability', start_date: '2026-07-04', end_date: '2026-07-04', timezone: 'Europe/Paris' } }]));
  const hours = ['12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'], pr = [5, 10, 25, 55, 70, 40, 15];
  k.push(c.tool('forecast', { latitude: 43.8431, longitude: 6.5262 }, { latitude: 43.84, longitude: 6.52, generationtime_ms: +(c.f()).toFixed(4), utc_offset_seconds: 7200, timezone_abbreviation: 'CEST', hourly_units: { precipitation_probability: '%' }, hourly: { time: hours.map((h) => `2026-07-04T${h}`), precipitation_probability: pr } }));
  k.push(c.llm('I will also get the thunderstorm signal, since afternoon storms are common there in July.', [{ name: 'forecast', args: { latitude: 43.8431, longitude: 6.5262, hourly: 'weather_code,cape', start_date: '2026-07-04', end_date: '2026-07-04', timezone: 'Europe/Paris' } }]));
  k.push(c.tool('forecast', { latitude: 43.8431, longitude: 6.5262, hourly: 'weather_code,cape' }, { generationtime_ms: +(c.f()).toFixed(4), hourly: { time: hours.map((h) => `2026-07-04T${h}`), weather_code: [1, 2, 3, 80, 95, 80, 2], cape: [300, 650, 1100, 1600, 1900, 900, 200] } }));
  k.push(c.llm('Saturday afternoon at Camping Les Collines (Castellane): dry until about 14:00 (5-25%), then showers likely 15:00-17:00 with the peak at 16:00 (70%) and a thunderstorm code at 16:00 (CAPE ~1900 J/kg). It clears after 18:00 (15%). Plan outdoor activities for the morning and early afternoon.', []));
  const pre = [c.span('filter', 'inlet', { user: 'noa' }, { ok: true }), c.span('function', 'get_tools', { tool_ids: ['weather_tools'] }, { specs: 2 })];
  const root = c.agent('open-webui.chat_completion', { model: c.model, message: goal }, { finish: 'stop' }, [...pre, ...k, c.span('filter', 'outlet', {}, { ok: true })], { open_webui: 'v0.5.7', chat_id: c.uuid() });
  return { goal, stagnation: false, isolates: 'The geocoding call gets HTTP 429 twice and succeeds on the third try after waiting; the forecast is fetched and an hourly rain summary given.', root };
}

// 02: Cline (deepseek-coder-v2) running migrations while Postgres is still starting, plus a mismatched edit.
function s02(c) {
  c.model = 'deepseek-coder-v2:16b-lite-instruct-q8_0';
  const goal = 'Add a nullable `archived_at timestamptz` column to the projects table via a new Alembic migration and apply it to the local docker-compose database.';
  const k = [];
  const say = (thinking, tool, input, out, err) => {
    k.push(c.span('llm', 'cline.api_request', { provider: 'ollama' }, `${thinking ? `<thinking>${thinking}</thinking>\n` : ''}<${tool}>\n${Object.entries(input).map(([a, b]) => `<${a}>${b}</${a}>`).join('\n')}\n</${tool}>`, [], { metadata: { tokensIn: c.int(6000, 20000), tokensOut: c.int(40, 500) } }));
    k.push(c.tool(tool, input, out, { error: err }));
  };
  say('Start the database first.', 'execute_command', { command: 'docker compose up -d db' }, `[+] Running 2/2\n ✔ Network app_default  Created   0.${c.int(1, 9)}s\n ✔ Container app-db-1   Started   0.${c.int(2, 9)}s`);
  say('Generate a migration.', 'execute_command', { command: 'alembic revision -m "add archived_at to projects"' }, `  Generating /home/kai/app/migrations/versions/${c.hex(12)}_add_archived_at_to_projects.py ...  done`);
  say('', 'replace_in_file', { path: 'migrations/versions/add_archived_at_to_projects.py', diff: '<<<<<<< SEARCH\ndef upgrade():\n    pass\n=======\ndef upgrade():\n    op.add_column("projects", sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True))\n>>>>>>> REPLACE' }, null, 'The SEARCH block:\ndef upgrade():\n    pass\n...does not match anything in the file. (Alembic templates use "def upgrade() -> None:")');
  say('The template has type hints. Matching that exactly.', 'replace_in_file', { path: 'migrations/versions/add_archived_at_to_projects.py', diff: '<<<<<<< SEARCH\ndef upgrade() -> None:\n    pass\n=======\ndef upgrade() -> None:\n    op.add_column("projects", sa.Column("archived_at", sa.DateTime(timezone=True), nullable=True))\n>>>>>>> REPLACE\n<<<<<<< SEARCH\ndef downgrade() -> None:\n    pass\n=======\ndef downgrade() -> None:\n    op.drop_column("projects", "archived_at")\n>>>>>>> REPLACE' }, 'The content was successfully saved to migrations/versions/add_archived_at_to_projects.py.');
  const refused = () => `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nTraceback (most recent call last):\n  ...\nsqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n(Background on this error at: https://sqlalche.me/e/20/e3q8)`;
  say('Apply it.', 'execute_command', { command: 'alembic upgrade head' }, refused(), 'exit code 1');
  say('The container was just started; Postgres may still be initialising. Check its health.', 'execute_command', { command: 'docker compose ps db --format "{{.Status}}"' }, `Up ${c.int(3, 9)} seconds (health: starting)`);
  say('Wait a moment and retry.', 'execute_command', { command: 'sleep 5 && alembic upgrade head' }, refused(), 'exit code 1');
  say('', 'execute_command', { command: 'sleep 5 && alembic upgrade head' }, `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 5b1d2e0c9a11 -> ${c.hex(12)}, add archived_at to projects`);
  say('Verify the column.', 'execute_command', { command: 'docker compose exec -T db psql -U app -d app -c "\\d projects"' }, '                      Table "public.projects"\n   Column    |           Type           | Nullable | Default\n-------------+--------------------------+----------+---------\n id          | bigint                   | not null | \n name        | text                     | not null | \n created_at  | timestamp with time zone | not null | now()\n archived_at | timestamp with time zone |          | ');
  k.push(c.span('llm', 'cline.api_request', {}, '<attempt_completion>\n<result>Added migration add_archived_at_to_projects (nullable archived_at timestamptz on projects, with downgrade) and applied it; \\d projects shows the new column.</result>\n</attempt_completion>'));
  const root = c.agent('cline.task', { task: goal }, { status: 'completed' }, k, { cline: '3.2.13', taskId: String(c.epochMs()), workspace: '/home/kai/app' });
  return { goal, stagnation: false, isolates: 'A non-matching SEARCH block is corrected, then alembic upgrade fails twice with "Connection refused" while Postgres is starting, succeeds on the third run, and the column is verified.', root };
}

// 03: LiteLLM router (qwen2.5:7b) hitting "model is loading" 503s, a flaky feed, then a morning briefing.
function s03(c) {
  c.model = 'ollama/qwen2.5:7b-instruct';
  const goal = 'Make my morning briefing: top 3 items each from the Hacker News front page RSS, lobste.rs RSS and the LWN weekly feed, one line per item.';
  c.chat('You are a news briefing assistant. Tool: fetch_feed(url, max_items).', goal);
  const k = [];
  const lbl = (s, extra) => { s.metadata = { ...s.metadata, ...extra }; return s; };
  k.push(c.span('llm', 'litellm.acompletion', { model: c.model, messages: c.window() }, null, [], { error: `litellm.ServiceUnavailableError: OllamaException - {"error":"model is loading, please retry"} (attempt 1/3, retry in ${c.int(1, 3)}s)`, metadata: { api_base: 'http://ollama-2.lan:11434', litellm_call_id: c.uuid() } }));
  k.push(lbl(c.llm('Plan: [ ] HN  [ ] lobste.rs  [ ] LWN. Starting with HN.', [{ name: 'fetch_feed', args: { url: 'https://news.ycombinator.com/rss', max_items: 3 } }]), { litellm_call_id: c.uuid(), attempt: 2 }));
  k.push(c.tool('fetch_feed', { url: 'https://news.ycombinator.com/rss', max_items: 3 }, { title: 'Hacker News', items: [{ title: 'Show HN: A 4 KB SQLite-compatible B-tree', link: 'https://example.dev/btree' }, { title: 'The hidden cost of 30-second TTLs', link: 'https://blog.example.net/ttl' }, { title: 'Debian 14 freeze dates announced', link: 'https://lists.debian.org/...' }], fetched: c.http(), etag: c.etag() }));
  k.push(c.llm('Plan: [x] HN  [ ] lobste.rs  [ ] LWN. Now lobste.rs.', [{ name: 'fetch_feed', args: { url: 'https://lobste.rs/rss', max_items: 3 } }]));
  const bad = () => ({ status: 502, body: '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>', headers: { 'cf-ray': `${c.hex(16)}-FRA`, date: c.http() } });
  k.push(c.tool('fetch_feed', { url: 'https://lobste.rs/rss', max_items: 3 }, bad(), { error: 'HTTP 502 Bad Gateway' }));
  k.push(c.llm(null, [{ name: 'fetch_feed', args: { url: 'https://lobste.rs/rss', max_items: 3 } }]));
  k.push(c.tool('fetch_feed', { url: 'https://lobste.rs/rss', max_items: 3 }, bad(), { error: 'HTTP 502 Bad Gateway' }));
  k.push(c.llm('Retrying lobste.rs once more.', [{ name: 'fetch_feed', args: { url: 'https://lobste.rs/rss', max_items: 3 } }]));
  k.push(c.tool('fetch_feed', { url: 'https://lobste.rs/rss', max_items: 3 }, { title: 'Lobsters', items: [{ title: 'Writing a tiny Wayland compositor in Zig', tags: ['zig', 'linux'] }, { title: 'Why our Postgres vacuum never finished', tags: ['databases'] }, { title: 'A field guide to Unicode normalization bugs', tags: ['unicode'] }], fetched: c.http() }));
  k.push(c.llm('Plan: [x] HN  [x] lobste.rs  [ ] LWN. Now LWN.', [{ name: 'fetch_feed', args: { url: 'https://lwn.net/headlines/rss', max_items: 3 } }]));
  k.push(c.tool('fetch_feed', { url: 'https://lwn.net/headlines/rss', max_items: 3 }, { title: 'LWN.net', items: [{ title: '[$] The 6.19 merge window, part 1' }, { title: 'Security updates for Tuesday' }, { title: '[$] Rust in the kernel: an update from the maintainers summit' }], fetched: c.http() }));
  k.push(c.llm('Plan: [x] HN  [x] lobste.rs  [x] LWN.\n\n**Morning briefing**\nHN: Show HN: a 4 KB SQLite-compatible B-tree · The hidden cost of 30-second TTLs · Debian 14 freeze dates announced\nLobsters: Tiny Wayland compositor in Zig · Why a Postgres vacuum never finished · Unicode normalization bugs field guide\nLWN: 6.19 merge window part 1 · Tuesday security updates · Rust in the kernel maintainers-summit update', []));
  k.push(c.llm(null, [{ name: 'save_note', args: { folder: 'Briefings', title: 'Morning briefing', body_from: 'last_assistant_message' } }]));
  k.push(c.tool('save_note', { folder: 'Briefings', title: 'Morning briefing' }, { saved: true, path: `~/Notes/Briefings/${c.iso().slice(0, 10)}.md`, bytes: c.int(600, 900) }));
  k.push(c.llm('Saved to your Briefings folder.', []));
  const root = c.agent('briefing-agent', { prompt: goal }, { done: true }, k, { router: 'litellm.Router', num_retries: 3, fallbacks: [], session: c.uuid() });
  return { goal, stagnation: false, isolates: 'The model endpoint answers "model is loading" once and the lobste.rs feed returns 502 twice before succeeding; with a ticked-off plan each feed is read once successfully and the briefing is delivered.', root };
}
export const scenarios = [s01, s02, s03];
