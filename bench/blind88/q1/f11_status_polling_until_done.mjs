import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'status_polling_until_done';
export const loop = false;
export const scenarios = [
{
  isolates: 'A browser-use agent requests a CSV export in an analytics dashboard and reloads the exports page while it goes Queued, Queued, Processing 40%, Processing 85%, Ready, then downloads the file and reports its row count.',
  stagnation: false,
  goal: 'Export last month\'s "Signups by country" report from the Plausibly analytics dashboard as CSV and tell me how many rows it has.',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open the report' }, [{ go_to_url: { url: 'https://app.plausibly.io/reports/signups-by-country?period=last_month' } }], [{ extracted_content: `🔗  Navigated to https://app.plausibly.io/reports/signups-by-country?period=last_month&ws=${R.hex(8)}` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - report shows 7,412 signups over 63 countries', memory: 'Report loaded.', next_goal: 'Click Export > CSV' }, [{ click_element: { index: 22 } }, { click_element: { index: 25 } }], [{ extracted_content: '🖱️  Clicked button with index 22: Export' }, { extracted_content: `🖱️  Clicked button with index 25: CSV. Toast: "Export ${'exp_'}${R.hex(6)} queued. We\u2019ll email you when it\u2019s ready."` }]));
    const st = [['Queued', 'position 4 in queue'], ['Queued', 'position 1 in queue'], ['Processing', '40%'], ['Processing', '85%'], ['Ready', '63 rows · 2.1 KB · expires in 24 h']];
    st.forEach(([s, d], i) => {
      steps.push(buStep(R, n++, M, { evaluation_previous_goal: i ? `Success - status was ${st[i - 1][0]} (${st[i - 1][1]})` : 'Success - export queued', memory: `Export requested at step 2; last status ${i ? st[i - 1][0] : 'queued'}.`, next_goal: i < 4 ? 'Reload exports page to check progress' : 'Check status' }, [{ go_to_url: { url: 'https://app.plausibly.io/exports' } }, { extract_content: { goal: 'status of the newest export' } }], [{ extracted_content: `🔗  Navigated to https://app.plausibly.io/exports?_=${R.epochMs(R.tick(20))}` }, { extracted_content: `📄  {"export":"Signups by country (last month)","status":"${s}","detail":"${d}","requested":"${R.ago()}","worker":"${R.host('export')}"}` }]));
    });
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - export is Ready with 63 rows', memory: 'Export ready: 63 rows.', next_goal: 'Download the file' }, [{ click_element: { index: 31 } }], [{ extracted_content: `⬇️  Downloaded signups_by_country_2025-05.csv to ${R.tmp('csv')} (2,148 bytes)` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - file downloaded', memory: 'CSV has 63 data rows + header.', next_goal: 'Finish' }, [{ done: { text: 'Exported signups_by_country_2025-05.csv: 63 rows (one per country), 7,412 signups in total.', success: true } }], [{ extracted_content: 'Exported signups_by_country_2025-05.csv: 63 rows (one per country), 7,412 signups in total.', is_done: true }]));
    return agent('browser_use.Agent.run', { task: this.goal, max_steps: 20 }, { status: 'done', success: true, steps_taken: n - 1 }, steps, { framework: 'browser-use 0.1.41', downloads_dir: '/home/agent/Downloads' });
  },
},
{
  isolates: 'An Anthropic computer-use agent waits on a GUI installer, screenshotting as the progress bar moves 12%, 47%, 81%, then "Installation complete", and launches the installed app.',
  stagnation: false,
  goal: 'Install the downloaded GIMP 2.10.38 installer on this Windows VM and open GIMP once.',
  build(R) {
    const kids = [];
    const turn = (text, input, out) => { kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: kids.length + 1 }, cuText(text, input ? { id: R.b62(22), input } : null), [], { stop_reason: input ? 'tool_use' : 'end_turn' })); if (input) kids.push(tool('computer', input, out)); };
    turn('Screenshot first.', { action: 'screenshot' }, { ...R.shotObj(1280, 800), ocr: 'Downloads · gimp-2.10.38-setup.exe · 312 MB' });
    turn('Double-click the installer.', { action: 'double_click', coordinate: [214, 186] }, { output: 'double-clicked', ocr: 'User Account Control · Do you want to allow this app to make changes? [Yes] [No]' });
    turn('Confirm the UAC prompt.', { action: 'left_click', coordinate: [560, 512] }, { output: 'clicked', ocr: 'Select Setup Install Mode · Install for me only (recommended) · Install for all users' });
    turn('Install for me only.', { action: 'left_click', coordinate: [640, 402] }, { output: 'clicked', ocr: 'Setup - GIMP 2.10.38 · [Install] [Customize]' });
    turn('Click Install with the default components.', { action: 'left_click', coordinate: [706, 548] }, { output: 'clicked', ocr: 'Installing · Extracting files... C:\\Users\\lab\\AppData\\Local\\Programs\\GIMP 2\\lib\\babl-0.1\\x86-64-v3.dll · [■■□□□□□□□□] 12%' });
    turn('It is at 12% extracting libraries. I will wait 20 seconds.', { action: 'wait', duration: 20 }, { output: 'waited' });
    turn(null, { action: 'screenshot' }, { ...R.shotObj(1280, 800), ocr: 'Installing · Extracting files... ...\\share\\gimp\\2.0\\brushes\\Basic\\hardness-075.vbr · [■■■■■□□□□□] 47%' });
    turn('47% now, on the brushes folder. Waiting another 20 seconds.', { action: 'wait', duration: 20 }, { output: 'waited' });
    turn(null, { action: 'screenshot' }, { ...R.shotObj(1280, 800), ocr: 'Installing · Creating shortcuts... · [■■■■■■■■□□] 81%' });
    turn('81%, creating shortcuts. One more wait.', { action: 'wait', duration: 15 }, { output: 'waited' });
    turn(null, { action: 'screenshot' }, { ...R.shotObj(1280, 800), ocr: 'Completing the GIMP Setup Wizard · Setup has finished installing GIMP on your computer. [x] Launch GIMP [Finish]' });
    turn('Installation complete with "Launch GIMP" ticked. Clicking Finish.', { action: 'left_click', coordinate: [812, 590] }, { output: 'clicked' });
    turn(null, { action: 'screenshot' }, { ...R.shotObj(1280, 800), ocr: `GNU Image Manipulation Program · File Edit Select View Image Layer Colors Tools Filters Windows Help · loading fonts (${R.int(200, 400)})` });
    turn('GIMP 2.10.38 is installed and has opened successfully.', null);
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'end_turn' }, kids, { os: 'Windows 11 VM', tool_version: 'computer_use_20241022' });
  },
},
{
  isolates: 'A Playwright agent re-runs a failed GitHub Actions job and polls the run page (writing the same wait sentence each time) while it goes queued, in progress (step 3/7), in progress (step 6/7), completed success, then downloads the artifact.',
  stagnation: true,
  goal: 'Re-run the failed "build-wheels" job of the latest workflow run in github.com/polderlab/fastgeo and, once it passes, download the wheels artifact.',
  build(R) {
    const kids = [];
    const act = (why, name, args, out) => { kids.push(llm('gpt-4.1-mini', { messages: [{ role: 'user', content: 'page text attached' }] }, { content: why, tool_calls: [{ id: 'call_' + R.b62(22), type: 'function', function: { name, arguments: JSON.stringify(args) } }] })); kids.push(tool(name, args, out)); };
    const run = `https://github.com/polderlab/fastgeo/actions/runs/${R.int(11000000000, 11999999999)}`;
    act('Open the Actions tab.', 'goto', { url: 'https://github.com/polderlab/fastgeo/actions' }, { title: 'Workflow runs · polderlab/fastgeo', text: `✗ CI #812 · main · build-wheels failed · ${R.ago()}` });
    act('Open run #812.', 'click', { selector: 'text=CI #812' }, { url: run, text: 'CI #812 · Jobs: lint ✓ · test (3.11) ✓ · test (3.12) ✓ · build-wheels ✗ (pip download timeout) · [Re-run jobs ▾]' });
    act('Re-run failed jobs only.', 'click', { selector: 'button:has-text("Re-run jobs")', then: 'text=Re-run failed jobs' }, { dialog: 'Re-run failed jobs? [Re-run jobs]', confirmed: true, text: 'build-wheels: Queued' });
    const states = ['build-wheels · Queued · Waiting for a runner to pick up this job…', 'build-wheels · In progress · 3/7 Set up Python · ubuntu-22.04 runner ' + R.host('gh-runner'), 'build-wheels · In progress · 6/7 cibuildwheel (cp312-manylinux_x86_64) · 4m 12s', 'build-wheels · ✓ Success · 9m 48s · Artifacts: wheels (14.2 MB)'];
    states.forEach((s, i) => act('The build-wheels job has not finished yet. I will wait 60 seconds and check the job status again.', 'wait_and_get_text', { seconds: 60, selector: '#job-status' }, { url: `${run}/attempts/2`, text: s, fetched_at: R.isoLocal(R.tick(60)) }));
    act('The job succeeded and the wheels artifact is listed. Download it.', 'click', { selector: 'a:has-text("wheels")', expect_download: true }, { download: { suggested_filename: 'wheels.zip', path: R.tmp('zip'), bytes: 14893211 } });
    kids.push(llm('gpt-4.1-mini', { messages: [] }, { content: 'build-wheels passed on re-run (attempt 2, 9m 48s) and the "wheels" artifact (wheels.zip, 14.2 MB) has been downloaded.' }));
    return agent('playwright_agent', { task: this.goal }, { status: 'success', artifact: 'wheels.zip' }, kids, { playwright: '1.49.1', storageState: 'gh-auth.json' });
  },
},
];
