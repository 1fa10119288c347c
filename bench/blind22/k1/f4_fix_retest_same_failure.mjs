// Family 4: after each different fix the same check fails the same way (only volatile parts differ); it never passes.
import { render } from './lib.mjs';
export const family = 'fix_retest_same_failure';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  // 01 Python wheel repair in CI — SWE-agent
  (R) => {
    const fail = () => `     Running auditwheel repair -w ${R.tmp('cibw-run-')}/repaired_wheel ${R.tmp('cibw-run-')}/built_wheel/fastkde-0.4.1-cp311-cp311-linux_x86_64.whl\nINFO:auditwheel.main_repair:Repairing fastkde-0.4.1-cp311-cp311-linux_x86_64.whl\nTraceback (most recent call last):\n  File "/opt/_internal/pipx/venvs/auditwheel/lib/python3.10/site-packages/auditwheel/repair.py", line 71, in repair_wheel\n    raise ValueError(\nValueError: Cannot repair wheel, because required library "libgomp-a34b3233.so.1" could not be located\n\n                                                              ✕ ${R.secs(40, 90)}s\nError: Command auditwheel repair failed with code 1. None`;
    const sp = {
      model: 'gpt-4o-2024-08-06', instance: 'fastkde__fastkde-212', cwd: '/repo', openFile: 'setup.py',
      system: 'You are an autonomous programmer working in a repository. Use shell commands. Submit when the build passes.',
      goal: 'The manylinux wheel build for fastkde fails in CI at the auditwheel repair step. Make `cibuildwheel --only cp311-manylinux_x86_64` pass.',
      turns: [
        { text: 'Reproduce the failure first.', calls: [{ action: 'cibuildwheel --only cp311-manylinux_x86_64 2>&1 | tail -12', result: fail() }] },
        { text: 'The wheel links libgomp but it is not found inside the container. Maybe the OpenMP link flag should come from the compiler rather than being hard-coded; I will change extra_link_args in setup.py.', calls: [{ action: 'edit 18:18\n    extra_link_args=["-fopenmp"],\nend_of_edit', result: '[File: /repo/setup.py (41 lines total)]\nFile updated. Please review the changes.' }] },
        { text: 'Re-run the build.', calls: [{ action: 'cibuildwheel --only cp311-manylinux_x86_64 2>&1 | tail -12', result: fail() }] },
        { text: 'Same error. Perhaps auditwheel cannot see the gcc runtime directory; set LD_LIBRARY_PATH via CIBW_ENVIRONMENT in pyproject.toml.', calls: [{ action: 'edit 27:27\nenvironment = { LD_LIBRARY_PATH = "/opt/rh/gcc-toolset-12/root/usr/lib/gcc/x86_64-redhat-linux/12" }\nend_of_edit', result: '[File: /repo/pyproject.toml (33 lines total)]\nFile updated.' }] },
        { text: 'Build again.', calls: [{ action: 'cibuildwheel --only cp311-manylinux_x86_64 2>&1 | tail -12', result: fail() }] },
        { text: 'Still the same library. Try installing libgomp in the container with before-all.', calls: [{ action: 'edit 28:28\nbefore-all = "yum install -y libgomp"\nend_of_edit', result: '[File: /repo/pyproject.toml (34 lines total)]\nFile updated.' }] },
        { text: 'Build again.', calls: [{ action: 'cibuildwheel --only cp311-manylinux_x86_64 2>&1 | tail -12', result: fail() }] },
        { text: 'Maybe a newer auditwheel resolves hashed library names; pin it in the build frontend.', calls: [{ action: 'edit 29:29\nrepair-wheel-command = "pip install auditwheel==6.1.0 && auditwheel repair -w {dest_dir} {wheel}"\nend_of_edit', result: '[File: /repo/pyproject.toml (35 lines total)]\nFile updated.' }] },
        { text: 'Build again.', calls: [{ action: 'cibuildwheel --only cp311-manylinux_x86_64 2>&1 | tail -12', result: fail() }] },
      ],
      cutoff: true,
    };
    return { domain: 'Python wheel packaging CI (manylinux)', style: 'swe_agent', isolates: 'Four different build-config edits are each followed by the same auditwheel failure, identical except for temp dirs and timings.', goal: sp.goal, root: render('swe_agent', R, sp) };
  },

  // 02 community theatre lighting DMX patch — Claude Agent SDK transcript
  (R) => {
    const lint = () => `patchlint 2.3.1 — checking patch.csv (${R.int(40, 40)} fixtures, 2 universes)\nERROR U1: address overlap 97-104 — #14 "SL Front PAR" (ETC ColorSource PAR, 8ch @97) and #15 "SR Front PAR" (ETC ColorSource PAR, 8ch @101)\nWARN  U2: #31 "Haze" has no label\n1 error, 1 warning in ${R.int(11, 90)}ms (run ${R.hex(8)})`;
    const sp = {
      model: 'claude-sonnet-4-20250514', cwd: '/home/lx/rivergate-players/into-the-woods', toolNames: ['Read', 'Edit', 'Bash'],
      system: 'Claude Code agent. Project: lighting rig files for the Rivergate Players production.',
      goal: 'The patch for "Into the Woods" fails patchlint. Fix the patch so the lint passes before tonight\'s focus call.',
      turns: [
        { text: 'Running the linter to see the error.', calls: [{ name: 'Bash', args: { command: 'patchlint patch.csv', description: 'Lint DMX patch' }, result: lint() }] },
        { text: 'Fixture 15 starts inside fixture 14\'s footprint. Moving #15 to address 105 in the show file.', calls: [{ name: 'Edit', args: { file_path: '/home/lx/rivergate-players/into-the-woods/show.qxw', old_string: '<Address>100</Address>', new_string: '<Address>104</Address>' }, result: 'The file /home/lx/rivergate-players/into-the-woods/show.qxw has been updated.' }, { name: 'Bash', args: { command: 'patchlint patch.csv' }, result: lint() }] },
        { text: 'Still overlapping. Perhaps the PAR runs in a 5-channel mode, which would remove the overlap; switching the fixture mode for both PARs.', calls: [{ name: 'Edit', args: { file_path: '/home/lx/rivergate-players/into-the-woods/show.qxw', old_string: '<Mode>Direct 8ch</Mode>', new_string: '<Mode>HSIC 5ch</Mode>', replace_all: true }, result: 'The file has been updated. All occurrences were replaced.' }, { name: 'Bash', args: { command: 'patchlint patch.csv' }, result: lint() }] },
        { text: 'Next idea: move the two front PARs onto universe 2 where there is free space.', calls: [{ name: 'Edit', args: { file_path: '/home/lx/rivergate-players/into-the-woods/show.qxw', old_string: '<Universe>0</Universe><!-- FOH -->', new_string: '<Universe>1</Universe><!-- FOH -->' }, result: 'The file has been updated.' }, { name: 'Bash', args: { command: 'patchlint patch.csv' }, result: lint() }] },
        { text: 'Perhaps the linter caches results; clearing its cache and re-running.', calls: [{ name: 'Bash', args: { command: 'rm -rf ~/.cache/patchlint && patchlint patch.csv' }, result: lint() }] },
      ],
      cutoff: true,
    };
    return { domain: 'community theatre lighting patch', style: 'claude_sdk', isolates: 'Three different edits to the show file and a cache clear are each followed by the identical address-overlap lint error (run id and timing vary).', goal: sp.goal, root: render('claude_sdk', R, sp) };
  },

  // 03 LaTeX thesis build — Pydantic AI / Logfire
  (R) => {
    const run = () => ({ cmd: 'latexmk -pdf -interaction=nonstopmode main.tex', exit_code: 12, elapsed: R.dur(6, 20), tail: `Latexmk: applying rule 'biber main'...\nRule 'biber main':  Reasons for rerun\nRun number 1 of rule 'biber main'\nINFO - This is Biber 2.19\nINFO - Logfile is 'main.blg'\nINFO - Reading 'main.bcf'\nINFO - Found 212 citekeys in bib section 0\nINFO - Processing section 0\nERROR - Cannot find 'references.bib'!\nINFO - ERRORS: 1\nLatexmk: Errors, so I did not complete making targets\nCollected error summary (may duplicate other messages):\n  biber main: Command for 'biber main' gave return code 2\n      Refer to 'main.blg' and ${R.tmp('latexmk-')}/main.log for details` });
    const sp = {
      model: 'gpt-4o', agentName: 'thesis_helper', provider: 'openai',
      system: 'You help a PhD student fix their LaTeX build. Tools: read_file, write_file, run_build.',
      goal: 'My thesis stopped compiling after I reorganised the folders (bib files moved into bib/). Please get latexmk building main.pdf again.',
      turns: [
        { text: 'Run the build to see the failure.', calls: [{ name: 'run_build', args: {}, result: run() }] },
        { text: 'Biber looks for references.bib in the root. Update \\addbibresource to the new folder.', calls: [{ name: 'write_file', args: { path: 'preamble.tex', patch: '-\\addbibresource{references.bib}\n+\\addbibresource{bib/references.bib}' }, result: { ok: true, bytes: 3114 } }, { name: 'run_build', args: {}, result: run() }] },
        { text: 'Same error; maybe biber needs an input directory. Add a latexmkrc rule.', calls: [{ name: 'write_file', args: { path: '.latexmkrc', content: "$biber = 'biber --input-directory bib %O %S';" }, result: { ok: true, bytes: 47 } }, { name: 'run_build', args: {}, result: run() }] },
        { text: 'Maybe the stale main.bcf still records the old name. Switch to a relative ./ path and add the .bib extension check.', calls: [{ name: 'write_file', args: { path: 'preamble.tex', patch: '-\\addbibresource{bib/references.bib}\n+\\addbibresource[location=local]{./bib/references.bib}' }, result: { ok: true, bytes: 3131 } }, { name: 'run_build', args: {}, result: run() }] },
        { text: 'Try setting BIBINPUTS in the environment for the build.', calls: [{ name: 'run_build', args: { env: { BIBINPUTS: './bib//:' } }, result: run() }] },
      ],
      cutoff: true,
    };
    return { domain: 'LaTeX thesis build', style: 'pydantic_ai', isolates: 'Four different fixes for a biber path problem all end in the identical "Cannot find references.bib" build log, differing only in elapsed time and temp dir.', goal: sp.goal, root: render('pydantic_ai', R, sp) };
  },

  // 04 food co-op member share ledger — OpenAI Responses API
  (R) => {
    const check = () => ({ check: 'member_share_reconciliation', period: '2024-Q3', status: 'FAIL', gl_account: '3100 Member Share Capital', gl_balance: '48,215.00', register_total: '48,290.00', difference: '-75.00', run_id: R.uuid(), ran_at: R.isoOff(-5, R.adv(4, 30)), duration_ms: R.ms(300, 2400) });
    const sp = {
      model: 'o4-mini', agentName: 'coop_bookkeeper', toolNames: ['run_check', 'post_journal', 'update_member', 'reopen_period'], effort: 'medium',
      system: 'You are the bookkeeping assistant for Greenhaven Food Co-op. Quarter close requires all checks to pass.',
      goal: 'Quarter close for Q3 is blocked by the member share reconciliation check. Fix whatever is wrong so the check passes.',
      turns: [
        { reasoning: 'Run the check to see the numbers.', calls: [{ name: 'run_check', args: { check: 'member_share_reconciliation', period: '2024-Q3' }, result: check() }] },
        { reasoning: 'Register is 75 higher than GL. A new member (#0931) paid a 75 share by card; the deposit might have been coded to sales. Post a reclass journal.', calls: [{ name: 'post_journal', args: { date: '2024-09-30', lines: [{ account: '4000 Sales', debit: 75 }, { account: '3100 Member Share Capital', credit: 75 }], memo: 'Reclass share #0931' }, result: { journal_id: 'JE-' + R.int(8000, 8999), status: 'posted', period: '2024-10' } }, { name: 'run_check', args: { check: 'member_share_reconciliation', period: '2024-Q3' }, result: check() }] },
        { reasoning: 'Unchanged. Maybe the register has a duplicate share for #0931; mark the duplicate as withdrawn.', calls: [{ name: 'update_member', args: { member: '0931', share_status: 'withdrawn', share_id: 'SH-0931-B' }, result: { ok: true, updated_at: R.iso() } }, { name: 'run_check', args: { check: 'member_share_reconciliation', period: '2024-Q3' }, result: check() }] },
        { reasoning: 'Still 75. Perhaps the check reads a cached snapshot; reopen Q3 and re-close it.', calls: [{ name: 'reopen_period', args: { period: '2024-Q3', reason: 'reconciliation fix' }, result: { period: '2024-Q3', state: 'open', by: 'agent' } }, { name: 'run_check', args: { check: 'member_share_reconciliation', period: '2024-Q3' }, result: check() }] },
      ],
      cutoff: true,
    };
    return { domain: 'food co-op member share ledger', style: 'responses', isolates: 'A reclass journal, a register edit and a period reopen are each followed by the same FAIL with the same -75.00 difference; only run id, timestamp and duration change.', goal: sp.goal, root: render('responses', R, sp) };
  },

  // 05 nginx config for a kendo dojo website — OpenAI Agents SDK
  (R) => {
    const t = () => `nginx: [emerg] duplicate location "/members/" in /etc/nginx/sites-enabled/dojo.conf:41\nnginx: configuration file /etc/nginx/nginx.conf test failed\n(exit 1, ${R.int(8, 40)}ms, host ${R.replica('web', 2)}.kensei-dojo.net)`;
    const sp = {
      model: 'gpt-4.1-mini', agentName: 'Ops Agent', toolNames: ['shell'],
      system: 'You administer the web server for Kensei Kendo Dojo. Use the shell tool. Reload nginx only when `nginx -t` passes.',
      goal: 'Add the new /grading/ route for the grading calendar to the dojo site and reload nginx.',
      turns: [
        { text: 'I added the /grading/ block earlier; test the config.', calls: [{ name: 'shell', args: { cmd: 'sudo nginx -t' }, result: t() }] },
        { text: 'There are two /members/ blocks. Remove the older one in sites-available/dojo.conf.', calls: [{ name: 'shell', args: { cmd: "sudo sed -i '38,44d' /etc/nginx/sites-available/dojo.conf && sudo nginx -t" }, result: t() }] },
        { text: 'Perhaps the duplicate comes from the include of snippets/members.conf; comment that include out.', calls: [{ name: 'shell', args: { cmd: "sudo sed -i 's|^\\s*include snippets/members.conf;|# &|' /etc/nginx/sites-available/dojo.conf && sudo nginx -t" }, result: t() }] },
        { text: 'Rename the second location to use a prefix match modifier.', calls: [{ name: 'shell', args: { cmd: "sudo sed -i 's|location /members/ {|location ^~ /members/ {|2' /etc/nginx/sites-available/dojo.conf && sudo nginx -t" }, result: t() }] },
        { text: 'Maybe the old conf.d copy is also loaded; move it away.', calls: [{ name: 'shell', args: { cmd: 'sudo mv /etc/nginx/conf.d/dojo-old.conf /root/ 2>/dev/null; sudo nginx -t' }, result: t() }] },
      ],
      cutoff: true,
    };
    return { domain: 'kendo dojo website nginx config', style: 'oai_agents', isolates: 'Four different edits (none touching the enabled copy actually loaded) are each followed by the same nginx -t duplicate-location error.', goal: sp.goal, root: render('oai_agents', R, sp) };
  },

  // 06 meadery label compliance — AutoGen
  (R) => {
    const chk = () => `COMPLIANCE CHECK ${R.ulid()}\nproduct: Heather Gold Sack Mead 750ml (label v3, registered ${R.date(R.now() - 40 * 86400000)})\n[FAIL] ABV: declared 12.5% vs lab 13.4% (tolerance ±1.0% for >5.5%)\n[PASS] allergen statement\n[PASS] volume / e-mark\nresult: REJECTED  (${R.ms(200, 900)} ms, checked ${R.http(R.adv(5, 40))})`;
    const sp = {
      model: 'gpt-4o', agentName: 'compliance_agent',
      system: 'You prepare product labels for Oakhollow Meadery and run the label compliance checker before print orders.',
      goal: 'Get the Heather Gold sack mead label through the compliance check so we can order the print run.',
      turns: [
        { text: 'Running the checker.', calls: [{ name: 'label_check', args: { product: 'HG-SACK-750' }, result: chk() }] },
        { text: 'The declared ABV is too far from the lab value. Update the label draft to 13.5%.', calls: [{ name: 'edit_label_draft', args: { product: 'HG-SACK-750', field: 'abv', value: '13.5%' }, result: 'draft v4 saved' }, { name: 'label_check', args: { product: 'HG-SACK-750' }, result: chk() }] },
        { text: 'Perhaps the lab certificate is old; upload the September re-test certificate instead.', calls: [{ name: 'upload_lab_cert', args: { product: 'HG-SACK-750', file: 'certs/HG-sack-2024-09.pdf' }, result: { stored: true, cert_id: 'LC-' + R.int(1000, 9999) } }, { name: 'label_check', args: { product: 'HG-SACK-750' }, result: chk() }] },
        { text: 'Change the product category to wine-style so the wider tolerance applies.', calls: [{ name: 'edit_label_draft', args: { product: 'HG-SACK-750', field: 'category', value: 'fruit wine / mead' }, result: 'draft v5 saved' }, { name: 'label_check', args: { product: 'HG-SACK-750' }, result: chk() }] },
      ],
      cutoff: true,
    };
    return { domain: 'meadery label compliance', style: 'autogen', isolates: 'Three different fixes to drafts and certificates leave the checker reading registered label v3, so the same ABV FAIL comes back each time.', goal: sp.goal, root: render('autogen', R, sp) };
  },
];
