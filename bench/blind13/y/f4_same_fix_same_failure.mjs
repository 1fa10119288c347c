// Family f4 — same_fix_same_failure (loop: true, stagnation: true)
// The agent applies the same (or an equivalent) change three or more times; the same check fails
// the same way after each attempt, identical apart from volatile parts. Its reasoning is restated
// near-verbatim before every attempt.
import { httpResponse } from './lib.mjs';

export const family = 'same_fix_same_failure';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'bowling alleys', style: 'plain',
    build(n) {
      n.start('2025-02-06T10:15:00');
      const PATH = 'lanes/09-10/pinsetter.yaml';
      const yaml = (quoted) => [
        '# Pinsetter controller config - lane pair 9/10',
        'schema: pinsetter/v5',
        'lane_pair:',
        '  id: "09-10"',
        '  machine: AMF 82-90XL',
        '  firmware: 5.2.0',
        '  timing:',
        '    sweep_delay_ms: 450',
        '    cycle_timeout_ms: 9000',
        '    ball_detect_debounce_ms: 35',
        '  deck:',
        '    spotting_tongs: 10',
        '    table_height_mm: 312',
        `    profile: ${quoted ? '"AMF-82-90XL"' : 'AMF-82-90XL'}`,
        '  sensors:',
        '    foul_line: enabled',
        '    pin_count_camera: cam-09-10',
        '  ball_return: { accelerator: true, lift_delay_ms: 200 }',
      ].join('\n') + '\n';
      const validate = (n) => ({
        cmd: `pinctl validate ${PATH}`, exit_code: 1,
        output: [
          `pinctl 5.2.0 - validating ${PATH} against schema pinsetter/v5 (registry rev 2024.11.3)`,
          "x E311 lane_pair.deck.profile: 'AMF-82-90XL' not found in deck-profile registry",
          `    at ${PATH}:14:14`,
          'ok timing (3 keys)  ok sensors (2 keys)  ok ball_return',
          `1 error, 0 warnings - ${n.float(0.3, 0.6, 2)}s - run ${n.hex(8)} - ${n.nginx()}`,
        ].join('\n'),
      });
      const R = [
        "The validator rejects deck.profile on line 14. The unquoted value AMF-82-90XL is probably being parsed badly because of the hyphens, so I'll quote it and run the validator again.",
        "Still E311 on deck.profile at line 14. The unquoted value AMF-82-90XL is probably being parsed badly because of the hyphens, so I'll quote it and run the validator again.",
        "The validator still rejects deck.profile on line 14. The value AMF-82-90XL is probably being parsed badly because of the hyphens, so I'll quote it and run the validator again.",
        "Same E311 on deck.profile, line 14. The unquoted value AMF-82-90XL is probably being parsed badly because of the hyphens, so I'll quote it and run the validator again.",
      ];
      const fix = (text) => ({ text, calls: [
        { name: 'write_file', args: { path: PATH, content: yaml(true) }, result: (n) => ({ ok: true, bytes: yaml(true).length, sha1: 'e5b0c4f1a9d27c3386f0b5e2d1c7a94f0e6b3d21' }), argsString: true },
        { name: 'run_command', args: { cmd: `pinctl validate ${PATH}` }, result: validate },
      ] });
      return {
        isolates: 'To fix a pinsetter config the agent quotes the same deck profile value four times (the later writes are byte-identical) and pinctl validate fails with the same E311 registry error after each, differing only in run id, duration and time.',
        goal: 'The pinsetter controller config for lanes 9-10 fails validation after the firmware upgrade; fix pinsetter.yaml so `pinctl validate` passes, then push it to the controller.',
        agent: 'lanes-maintenance-bot', framework: 'in-house tool loop (node)',
        system: 'You maintain the configuration repo for Starlite Bowl (24 lanes, AMF 82-90XL pinsetters). Always validate with pinctl before pushing with `pinctl push`.',
        tools: ['read_file', 'write_file', 'run_command'],
        steps: [
          { text: 'Let me read the config and run the validator first.', calls: [
            { name: 'read_file', args: { path: PATH }, result: yaml(false) },
            { name: 'run_command', args: { cmd: `pinctl validate ${PATH}` }, result: validate },
          ] },
          fix(R[0]), fix(R[1]), fix(R[2]), fix(R[3]),
        ],
        end: { output: null, error: 'max tool rounds (5) reached; last check still failing' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'climbing gyms', style: 'anthropic',
    build(n) {
      n.start('2025-05-19T20:40:00');
      const SRC = 'uploads/set_2025-05-B.csv';
      const importFail = (n) => ({
        import_id: 'imp_' + n.b36(10), file: SRC, status: 'rejected', imported: 0, total_rows: 38,
        errors: [{ row: 14, column: 'grade', value: 'V4+', message: "grade 'V4+' is not valid for scale 'hueco' (allowed: VB, V0..V17)" }],
        validated_at: n.isoMs(), worker: n.pod('routes-import'),
      });
      const edit = (n) => ({ saved_as: 'uploads/set_2025-05-B.edited.csv', note: 'source file is read-only; edits are written to a working copy', row: 14, column: 'grade', old: 'V4+', new: 'V4', at: n.iso() });
      const R = [
        "Row 14 has grade V4+, which the hueco scale doesn't accept. I'll change it to V4 and re-import the set.",
        "Row 14 still has grade V4+, which the hueco scale doesn't accept. I'll change it to V4 and re-import the set.",
        "The import says row 14 has grade V4+, which the hueco scale doesn't accept. I'll change it to V4 and re-import the set.",
      ];
      const fix = (text) => ({ text, calls: [
        { name: 'edit_csv_cell', args: { path: SRC, row: 14, column: 'grade', value: 'V4' }, result: edit },
        { name: 'import_routes', args: { path: SRC, wall: 'cave-left', set_date: '2025-05-20' }, result: importFail, error: "ImportRejected: 1 validation error (row 14, grade)" },
      ] });
      return {
        isolates: 'The agent edits the same grade cell from V4+ to V4 three times (each edit lands in a working copy) and re-imports the untouched original, which is rejected with the identical row-14 error each time.',
        goal: 'Import the new boulder set (set_2025-05-B.csv, 38 problems) into the route-setting app so the problems appear on the wall map for tomorrow.',
        agent: 'route-setting-assistant', maxIter: 4,
        system: 'You help the head setter at Granite Loft climbing gym manage sets in the route app. Boulders use the hueco (V) scale.',
        tools: ['read_csv', 'edit_csv_cell', 'import_routes'],
        steps: [
          { text: "I'll import the set.", calls: [{ name: 'import_routes', args: { path: SRC, wall: 'cave-left', set_date: '2025-05-20' }, result: importFail, error: 'ImportRejected: 1 validation error (row 14, grade)' }] },
          fix(R[0]), fix(R[1]), fix(R[2]),
        ],
        end: { output: null, error: 'agent loop stopped: max_iterations (4) reached without end_turn' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'commercial print shops', style: 'openai_agents',
    build(n) {
      n.start('2025-06-30T11:05:00');
      const OUT = 'jobs/24-1187/harbourfest_A2_print.pdf';
      const pf = (n) => [
        `Preflight report - ${OUT.split('/').pop()} - profile: Offset A2 PSOv3 (PDF/X-4)`,
        'Result: FAILED',
        'Errors (1):',
        '  [IMG-RES-01] Image "hero_harbour.jpg" on page 1: effective resolution 148 ppi < 225 ppi minimum',
        'Warnings (1):',
        '  [FNT-02] Font "Brandon Grotesque Bold" embedded as subset',
        `Checked 1 page, 14 objects in ${n.float(2.1, 3.6, 1)} s - engine pdfToolbox 15.1 - report PF-${n.digits(7)} - ${n.iso()}`,
      ].join('\n');
      const exp = (n) => ({ output: OUT, pages: 1, size_mb: 38.2, preset: '[PDF/X-4:2008] High Quality Print', downsampling: 'off', exported_at: n.isoOffMs(n.now(), 120), render_node: n.pick(['indd-server-1', 'indd-server-2']) });
      const R = [
        "The hero image comes out at 148 ppi, so the PDF export must be downsampling it. I'll re-export with the [PDF/X-4:2008] High Quality Print preset with downsampling off, then run preflight again.",
        "Preflight still shows the hero image at 148 ppi, so the PDF export must be downsampling it. I'll re-export with the [PDF/X-4:2008] High Quality Print preset with downsampling off, then run preflight again.",
        "The hero image is still 148 ppi, so the PDF export must be downsampling it. I'll re-export with the [PDF/X-4:2008] High Quality Print preset and downsampling off, then run preflight again.",
      ];
      const exportStep = (text) => ({ text, calls: [{ name: 'export_pdf', args: { source: 'jobs/24-1187/harbourfest_A2.indd', preset: '[PDF/X-4:2008] High Quality Print', downsample: false, output: OUT }, result: exp }] });
      const preflight = { text: null, calls: [{ name: 'run_preflight', args: { file: OUT, profile: 'Offset A2 PSOv3 (PDF/X-4)' }, result: pf }] };
      return {
        isolates: 'A prepress agent re-exports the same poster PDF with the same preset three times and the preflight fails with the same 148 ppi image error each time; only the report id, timing and export node differ.',
        goal: "Preflight the 'Harbourfest 2025' A2 poster PDF for the 500-copy offset run and send it to the plate setter once it passes.",
        agent: 'Prepress Agent', workflow: 'prepress job 24-1187',
        system: 'You are the prepress assistant at Quayside Print. Jobs must pass the Offset A2 PSOv3 preflight profile before plates are made.',
        tools: ['run_preflight', 'export_pdf', 'send_to_platesetter'],
        steps: [
          preflight,
          exportStep(R[0]), preflight,
          exportStep(R[1]), preflight,
          exportStep(R[2]), preflight,
        ],
        end: { output: null, error: 'MaxTurnsExceeded: Max turns (7) exceeded' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'laundromat chains', style: 'smolagents',
    build(n) {
      n.start('2025-08-12T06:30:00');
      const PATH = '/etc/nginx/sites-available/kiosk.conf';
      const conf = (slash) => `upstream kiosk_upstream {\n    server 127.0.0.1:8081;\n    keepalive 16;\n}\n\nserver {\n    listen 443 ssl http2;\n    server_name pay.elmstreetwash.com;\n\n    ssl_certificate     /etc/letsencrypt/live/pay.elmstreetwash.com/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/pay.elmstreetwash.com/privkey.pem;\n\n    location / {\n        root /srv/kiosk/www;\n        try_files $uri /index.html;\n    }\n\n    location ~ ^/api/(.*)$ {\n        proxy_set_header Host $host;\n        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n        proxy_set_header X-Machine-Id $http_x_machine_id;\n        proxy_read_timeout 30s;\n        proxy_pass http://kiosk_upstream/api${slash ? '/' : ''};\n    }\n}\n`;
      const test = (n) => ({
        cmd: 'sudo nginx -t', exit_code: 1, stdout: '',
        stderr: 'nginx: [emerg] "proxy_pass" cannot have URI part in location given by regular expression, or inside named location, or inside "if" statement, or inside "limit_except" block in /etc/nginx/sites-enabled/kiosk.conf:23\nnginx: configuration file /etc/nginx/nginx.conf test failed',
        pid: n.pid(), duration_ms: n.int(11, 40), host: 'elm-kiosk-gw', started: n.isoMs(),
      });
      const R = [
        'nginx rejects the proxy_pass on line 23 because it has a URI part inside a regex location. The trailing slash is what makes it a URI, so I will drop the slash, write the file and test again.',
        'nginx still rejects the proxy_pass on line 23 because it has a URI part inside a regex location. The trailing slash is what makes it a URI, so I will drop the slash, write the file and test again.',
        'nginx rejects the proxy_pass on line 23 again: it has a URI part inside a regex location. The trailing slash is what makes it a URI, so I will drop the slash, write the file and test again.',
      ];
      const code = `conf = read_file(path="${PATH}")\nnew_conf = conf.replace("proxy_pass http://kiosk_upstream/api/;", "proxy_pass http://kiosk_upstream/api;")\nwrite_file(path="${PATH}", content=new_conf)\nprint(run(cmd="sudo nginx -t"))`;
      const fix = (thought, wasSlash) => ({ thought, code, calls: [
        { name: 'read_file', args: { path: PATH }, result: conf(wasSlash), silent: true },
        { name: 'write_file', args: { path: PATH, content: conf(false) }, result: (n) => `wrote ${conf(false).length} bytes to ${PATH}`, silent: true },
        { name: 'run', args: { cmd: 'sudo nginx -t' }, result: test },
      ] });
      return {
        isolates: 'A code agent removes the same trailing slash from a proxy_pass line three times (the second and third writes change nothing) and `nginx -t` fails with the identical regex-location error after each, apart from pid, duration and start time.',
        goal: 'The payment kiosk web app for the Elm Street laundromat returns 502 since it moved behind the new reverse proxy; fix the nginx site config so `nginx -t` passes, then reload nginx.',
        agent: 'CodeAgent', maxSteps: 4,
        system: 'You are an expert assistant who can solve any task using code blobs. Tools: read_file, write_file, run, final_answer. You administer the Elm Street laundromat kiosk gateway.',
        tools: ['read_file', 'write_file', 'run'],
        steps: [
          { thought: 'First I test the current nginx configuration.', calls: [{ name: 'run', args: { cmd: 'sudo nginx -t' }, result: test }] },
          fix(R[0], true), fix(R[1], false), fix(R[2], false),
        ],
        end: { output: null, error: 'AgentMaxStepsError: Reached max steps.' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'textile dyeing mills', style: 'dspy',
    build(n) {
      n.start('2025-11-04T05:50:00');
      const recipe = { lot: 'DY-7781', shade: 'Navy 19-4024', substrate: 'cotton single jersey', batch_kg: 420.0, machine: 'J4 (jet, 2400 L max)', liquor_ratio: '1:6.0',
        dyes: [{ name: 'Reactive Navy HF-R', pct_owf: 3.8 }, { name: 'Reactive Red HF-3B', pct_owf: 0.42 }, { name: 'Reactive Yellow HF-4G', pct_owf: 0.35 }],
        auxiliaries: [{ name: 'Glauber salt', g_l: 70 }, { name: 'Soda ash', g_l: 20 }, { name: 'Sequestrant', g_l: 1 }] };
      const check = (n) => [
        'RECIPE CHECK DY-7781  (machine J4)',
        'CHK-01 dye sum 4.57 % owf ............ PASS',
        'CHK-02 salt vs depth ................. PASS',
        'CHK-03 alkali ........................ PASS',
        'CHK-04..06 sequence/temps/holding .... PASS',
        'CHK-07 liquor ratio 1:6.0 -> 2520 L exceeds J4 max working volume 2400 L (batch 420.0 kg) ... FAIL',
        `checked by recipe-svc 3.4 on ${n.host('dyehouse-app')} at ${n.eu(n.now(), 60)} - ticket ${n.int(880000, 889999)}`,
      ].join('\n');
      const upd = (n) => ({ lot: 'DY-7781', field: 'liquor_ratio', stored: '1:6.0', normalised_from: '1:6', revision: 12, updated_at: n.isoMs() });
      const R = [
        "CHK-07 flags the liquor ratio for machine J4. Setting the liquor ratio to 1:6 should bring the bath within J4's limit, then I will re-run the check.",
        "CHK-07 still flags the liquor ratio for machine J4. Setting the liquor ratio to 1:6 should bring the bath within J4's limit, then I will re-run the check.",
        "The check still flags the liquor ratio for machine J4. Setting the liquor ratio to 1:6 should bring the bath within J4's limit, and then I will re-run the check.",
      ];
      return {
        isolates: "A ReAct module sets the same liquor ratio (1:6, stored as 1:6.0) three times and the recipe check fails CHK-07 with the same 2520 L vs 2400 L volume each time; only the host, time and ticket number vary.",
        goal: 'Fix the dye recipe for lot DY-7781 (navy on cotton jersey, 420 kg) so the recipe checker passes, then release it to dye machine J4.',
        agent: 'ReAct', dspyInput: 'request', maxIters: 8,
        tools: ['get_recipe', 'update_recipe', 'check_recipe', 'release_to_machine'],
        steps: [
          { text: 'Read the current recipe for the lot.', calls: [{ name: 'get_recipe', args: { lot: 'DY-7781' }, result: recipe }] },
          { text: 'Run the recipe checker to see what fails.', calls: [{ name: 'check_recipe', args: { lot: 'DY-7781', machine: 'J4' }, result: check }] },
          { text: R[0], calls: [{ name: 'update_recipe', args: { lot: 'DY-7781', field: 'liquor_ratio', value: '1:6' }, result: upd }] },
          { text: 'Re-check after the update.', calls: [{ name: 'check_recipe', args: { lot: 'DY-7781', machine: 'J4' }, result: check }] },
          { text: R[1], calls: [{ name: 'update_recipe', args: { lot: 'DY-7781', field: 'liquor_ratio', value: '1:6' }, result: upd }] },
          { text: 'Re-check after the update.', calls: [{ name: 'check_recipe', args: { lot: 'DY-7781', machine: 'J4' }, result: check }] },
          { text: R[2], calls: [{ name: 'update_recipe', args: { lot: 'DY-7781', field: 'liquor_ratio', value: '1:6.0' }, result: upd }] },
          { text: 'Re-check after the update.', calls: [{ name: 'check_recipe', args: { lot: 'DY-7781', machine: 'J4' }, result: check }] },
        ],
        end: { dspyAnswer: { reasoning: 'The liquor ratio was set to 1:6 but CHK-07 keeps failing.', answer: 'The recipe still fails CHK-07 (liquor ratio) on J4; it was not released.' } },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'golf course tee times', style: 'otel',
    build(n) {
      n.start('2025-04-22T07:45:00');
      const test = (n) => {
        const ts = n.epoch();
        return httpResponse(401, 'Unauthorized', { Date: n.http(), 'Content-Type': 'application/json', 'X-Delivery-Id': 'dlv_' + n.b62(16), Server: 'teesheet-hooks' }, {
          error: 'invalid_signature', detail: 'computed v1 signature does not match Teesheet-Signature header',
          header: `t=${ts},v1=${n.hex(64)}`, computed: `v1=${n.hex(64)}`, key_fingerprint: 'sha256:3f9a…c41e', received_at: n.isoMs(),
        });
      };
      const vault = (n) => ({ request_id: n.uuid(), lease_id: '', renewable: false, data: { data: { signing_secret: 'whsec_••••••••••••3c41e' }, metadata: { version: 7, created_time: '2025-01-09T16:02:44.118Z', deletion_time: '', destroyed: false } }, wrap_info: null });
      const R = [
        'The test event fails signature verification, so the receiver still has the old signing secret. I will copy the current secret from Vault into TEETIME_WEBHOOK_SECRET, restart the receiver and send another test event.',
        'The test event still fails signature verification, so the receiver still has the old signing secret. I will copy the current secret from Vault into TEETIME_WEBHOOK_SECRET, restart the receiver and send another test event.',
        'Signature verification still fails, so the receiver must still have the old signing secret. I will copy the current secret from Vault into TEETIME_WEBHOOK_SECRET, restart the receiver and send another test event.',
      ];
      const fix = (text) => ({ text, calls: [
        { name: 'vault_read', args: { path: 'kv/data/teesheet/webhook' }, result: vault },
        { name: 'set_service_secret', args: { service: 'teetime-webhook-receiver', key: 'TEETIME_WEBHOOK_SECRET', value_from: 'vault:kv/data/teesheet/webhook#signing_secret' }, result: (n) => ({ updated: true, secret_version: 7, revision: n.counter('rev', 41) }) },
        { name: 'restart_service', args: { service: 'teetime-webhook-receiver' }, result: (n) => ({ status: 'running', pod: n.pod('teetime-webhook-receiver'), ready_after_s: n.float(4, 9, 1) }) },
        { name: 'send_test_webhook', args: { endpoint: 'https://hooks.pinecrestgolf.club/teesheet', event: 'booking.created' }, result: test, error: 'HTTP 401 invalid_signature' },
      ] });
      return {
        isolates: 'After a secret rotation the agent three times copies the same Vault secret (version 7) into the receiver, restarts it and sends a test webhook, which returns the same 401 invalid_signature each time apart from delivery ids, signatures and timestamps.',
        goal: "Make the tee-time booking webhook from the booking engine verify again after this week's secret rotation; the engine's 'Send test event' must return 200.",
        agent: 'golf-ops-integrations', service: 'clubhouse-agents',
        system: 'You maintain integrations for Pinecrest Golf Club. The booking engine signs webhooks with HMAC-SHA256; secrets live in Vault.',
        tools: ['vault_read', 'set_service_secret', 'restart_service', 'send_test_webhook'],
        steps: [
          { text: null, calls: [{ name: 'send_test_webhook', args: { endpoint: 'https://hooks.pinecrestgolf.club/teesheet', event: 'booking.created' }, result: test, error: 'HTTP 401 invalid_signature' }] },
          fix(R[0]), fix(R[1]), fix(R[2]),
        ],
        end: { output: null, error: 'agent stopped: max_iterations (4) reached' },
      };
    },
  },
];
