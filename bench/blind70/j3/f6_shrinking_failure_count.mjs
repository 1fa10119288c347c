import { agent, llm, tool, chain, span, sys, usr, asst, tc } from './lib.mjs';
// Healthy: repeated fix/check cycles, each fix different, failure count falls to zero, then done.
function cycles(N, specs, mkLlm, mkTool) { const out = []; specs.forEach((s, i) => { out.push(mkLlm(s, i)); out.push(mkTool(s, i)); }); return out; }
export default {
  family: 'shrinking_failure_count', loop: false, stagnation: false,
  rows: [
    { domain: 'harpsichord jack regulation tool (Python)', style: 'OpenHands event stream',
      isolates: 'OpenHands agent fixes a jack-regulation calculator: pytest failures go 6, 3, 1, 0, each after a different fix, then it finishes.',
      goal: 'Make the test suite of the jackreg package (harpsichord jack height calculator) pass after the units refactor.',
      build: (N) => {
        const s = [
          ['Run the tests to see what broke.', 'pytest -q', '6 failed, 22 passed'],
          ['All six failures are mm vs inch: plectrum_depth() still returns inches. Convert at the boundary.', 'sed -i "s/return depth_in/return depth_in * 25.4/" jackreg/plectrum.py && pytest -q', '3 failed, 25 passed'],
          ['Remaining three: damper_gap fixture is in inches. Update tests/conftest.py fixture to 0.8 mm.', 'python fix_fixture.py && pytest -q', '1 failed, 27 passed'],
          ['Last failure: rounding — test expects 0.05 mm steps; use round(x/0.05)*0.05.', 'apply_patch round_step.diff && pytest -q', '28 passed'],
        ];
        const kids = cycles(N, s, (x) => llm('LLM completion', { messages: '[history]' }, { content: x[0], tool_calls: [{ function: { name: 'execute_bash', arguments: JSON.stringify({ command: x[1] }) } }] }, { model: 'anthropic/claude-3-5-sonnet-20241022', openhands_event: 'MessageAction', id: N.int(10, 99) }),
          (x) => tool('CmdRunAction', { command: x[1], is_input: false }, { observation: 'run', content: `==== ${x[2]} in ${(N.int(100, 400) / 100).toFixed(2)}s ====`, extras: { exit_code: x[2].includes('failed') ? 1 : 0, hostname: N.pod('runtime'), pid: N.int(200, 900) } }, { openhands_event: 'CmdOutputObservation', timestamp: N.iso() }, x[2].includes('failed') ? 'exit_code 1' : undefined));
        kids.push(llm('LLM completion', {}, { content: 'All 28 tests pass. Summary: inch→mm conversion in plectrum_depth, fixture updated, 0.05 mm rounding.', tool_calls: [{ function: { name: 'finish', arguments: '{}' } }] }, { openhands_event: 'AgentFinishAction' }));
        return agent('CodeActAgent', { task: 'Make jackreg tests pass after units refactor.' }, { state: 'FINISHED' }, kids, { conversation_id: N.hex(32), max_iterations: 30 });
      } },
    { domain: 'sea-salt smokery HACCP spreadsheet', style: 'Pydantic AI (Logfire)',
      isolates: 'Data agent cleans the smokehouse temperature log; validation errors go 41, 12, 2, 0 with a different correction each round, then it reports.',
      goal: 'Clean the October smokehouse temperature log so it passes the HACCP validator before the EHO visit.',
      build: (N) => {
        const s = [[null, 'validate', 41, 'first run'], ['41 errors are mostly dd/mm vs mm/dd timestamp swaps in rows 1-30 from the old logger. Reparse with dayfirst=True.', 'reparse_dates', 12, 'dates'], ['12 left: Fahrenheit readings from probe P3 (values 160-180). Convert P3 to °C.', 'convert_probe_units', 2, 'units'], ['2 left: duplicated rows at the DST change 27 Oct 01:00-02:00. Deduplicate by (probe, ts, reading).', 'dedupe_dst', 0, 'dst']];
        const kids = [];
        s.forEach(([th, fn, n]) => {
          kids.push(llm('chat claude-3-5-haiku', { 'gen_ai.request.model': 'claude-3-5-haiku-latest' }, { text: th ?? 'Run the validator first.', tool_calls: [{ name: fn, args: { file: 'smokehouse_oct.csv' } }] }, { 'logfire.span_type': 'span' }));
          if (fn !== 'validate') kids.push(tool(`running tool: ${fn}`, { file: 'smokehouse_oct.csv' }, { rows_changed: N.int(2, 40), backup: N.tmp('.csv') }, {}));
          kids.push(tool('running tool: validate', { file: 'smokehouse_oct.csv', ruleset: 'HACCP-CCP3' }, { errors: n, sample: n ? [`row ${N.int(2, 800)}: CCP3 reading outside 0-90°C`] : [], validator: 'haccp-lint 2.1', run: N.uuid() }, {}));
        });
        kids.push(llm('chat claude-3-5-haiku', {}, { text: 'The log now passes HACCP-CCP3 with 0 errors: dates reparsed, probe P3 converted from °F, DST duplicates removed.' }, {}));
        return agent('agent run', { prompt: 'Clean smokehouse_oct.csv for HACCP.' }, { output: 'Passes with 0 errors.' }, kids, { agent_name: 'haccp_cleaner' });
      } },
    { domain: 'rural broadband co-op router config', style: 'LangSmith run tree',
      isolates: 'Agent pushes OLT config changes; the number of ONTs that fail to register drops 9, 4, 0 after three different corrections, then it confirms and stops.',
      goal: 'Bring all 9 ONTs on PON port 1/1/3 of the Llanfihangel co-op OLT back online after the firmware upgrade.',
      build: (N) => {
        const s = [['Check ONT registration on 1/1/3.', 'show gpon onu state 1/1/3', '9 ONTs: LOS/unregistered'], ['The upgrade reset the line profile. Re-apply profile "coop-1g" to port 1/1/3.', 'gpon onu-line-profile apply coop-1g port 1/1/3', '4 ONTs unregistered (serials ALCL1a.., ALCL3f.., HWTC77.., HWTC90..)'], ['The four remaining are Huawei ONTs: the new firmware needs "interop-mode itu-t" on this port.', 'interface gpon 1/1/3 ; interop-mode itu-t', '0 unregistered, 9/9 online, Rx -19.2 to -23.8 dBm']];
        const kids = [];
        s.forEach(([th, cmd, res]) => {
          kids.push(llm('ChatOpenAI', { messages: [[{ type: 'human', content: 'Bring 1/1/3 ONTs back.' }]] }, { generations: [[{ text: th, message: { tool_calls: [{ name: 'olt_cli', args: { cmd } }] } }]] }, { ls_run_type: 'llm', run_id: N.uuid() }));
          kids.push(tool('olt_cli', { cmd }, `OLT-LLANF-01# ${cmd}\n${res}\n-- ${N.eu()} session ${N.hex(6)} --`, { ls_run_type: 'tool', run_id: N.uuid() }));
        });
        kids.push(llm('ChatOpenAI', {}, { generations: [[{ text: 'All 9 ONTs on 1/1/3 are online. Root cause: line profile lost in the upgrade, and Huawei ONTs needed ITU-T interop mode.' }]] }, { ls_run_type: 'llm' }));
        return agent('AgentExecutor', { input: 'Bring all ONTs on 1/1/3 back online.' }, { output: 'All 9 online.' }, kids, { ls_run_type: 'chain', session_name: 'noc-agent' });
      } },
    { domain: 'avalanche bulletin translation', style: 'Vercel AI SDK',
      isolates: 'Agent checks a translated avalanche bulletin against the EAWS glossary linter; term violations go 7, 3, 0 after different fixes, then it publishes.',
      goal: 'Translate the Valais avalanche bulletin for 12 Feb into English and make it pass the EAWS glossary check before publishing.',
      build: (N) => {
        const s = [[7, 'lintBulletin', 'First check the draft against the EAWS glossary.'], [3, 'lintBulletin', 'Fix: "snow slab" → "slab", "danger grade" → "danger level", four aspect names to N/NE/E style.'], [0, 'lintBulletin', 'Fix: "wind-packed snow" → "wind slab", "glide cracks" kept, "Gefahrenstufe 3" → "danger level 3 (considerable)".']];
        const kids = [];
        s.forEach(([n, fn, th]) => {
          kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': th, 'ai.response.toolCalls': JSON.stringify([{ toolName: fn, args: { lang: 'en' } }]) }, { 'ai.model.id': 'gpt-4o', 'ai.response.msToFirstChunk': N.ms(200, 900) }));
          kids.push(tool('ai.toolCall', { 'ai.toolCall.name': fn, 'ai.toolCall.args': '{"lang":"en"}' }, { 'ai.toolCall.result': JSON.stringify({ violations: n, lintedAt: N.iso(), glossaryVersion: 'EAWS-2023.2', bulletinId: 'CH-VS-' + N.hex(6) }) }, {}));
        });
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'publish', 'ai.toolCall.args': '{"lang":"en"}' }, { 'ai.toolCall.result': JSON.stringify({ published: true, url: 'https://bulletin.example/en/2024-02-12', cdnPurge: N.hex(10) }) }, {}));
        return agent('ai.streamText', { 'ai.prompt': 'Translate the Valais bulletin and publish.' }, { 'ai.response.text': 'Published the English bulletin; glossary check passes.' }, kids, { 'ai.settings.maxSteps': 10 });
      } },
    { domain: 'steam railway timetable PDF build', style: 'Claude Agent SDK transcript',
      isolates: 'Agent builds the heritage railway timetable PDF; LaTeX warnings/errors go 5, 2, 0 with distinct fixes each time, then it uploads the PDF.',
      goal: 'Rebuild the 2025 Severn Valley style timetable PDF after adding the Santa Specials and fix the build errors.',
      build: (N) => {
        const s = [['Build to see errors.', 'latexmk -pdf timetable.tex', '5 errors: Undefined control sequence \\santa (x3), Missing $ (x2)'], ['Define \\santa macro and escape the £ signs in fare rows.', 'latexmk -pdf timetable.tex', '2 errors: Overfull \\hbox in table "Santa Specials" (x2)'], ['Switch the Santa table to tabularx with X columns.', 'latexmk -pdf timetable.tex', 'Output written on timetable.pdf (6 pages, 231944 bytes). 0 errors']];
        const kids = [];
        s.forEach(([th, cmd, res]) => {
          kids.push(llm('assistant', {}, { message: { content: [{ type: 'text', text: th }, { type: 'tool_use', name: 'Bash', input: { command: cmd } }] } }, { uuid: N.uuid(), timestamp: N.iso() }));
          kids.push(tool('Bash', { command: cmd }, { stdout: `Latexmk: Run number 1 of rule 'pdflatex'\n${res}\nLatexmk: elapsed ${N.dur()}`, interrupted: false }, { uuid: N.uuid() }, res.includes(' 0 errors') ? undefined : 'exit 12'));
        });
        kids.push(tool('Bash', { command: 'scp timetable.pdf web@svr-web:/srv/timetables/2025.pdf' }, { stdout: 'timetable.pdf 100% 226KB 1.9MB/s 00:00' }, {}));
        return agent('claude-agent-sdk session', { prompt: 'Rebuild the 2025 timetable PDF with Santa Specials.' }, { type: 'result', subtype: 'success', num_turns: 8 }, kids, { session_id: N.uuid() });
      } },
    { domain: 'beehive sensor firmware (Rust)', style: 'Mastra',
      isolates: 'Agent fixes cargo compile errors in a hive-sensor firmware crate; errors go 11, 5, 1, 0 after different fixes, then it runs the tests and stops.',
      goal: 'Port the hive-weight sensor firmware crate to embedded-hal 1.0 so it compiles and its tests pass.',
      build: (N) => {
        const s = [[11, 'Run cargo build to list errors.'], [5, 'Replace embedded_hal::blocking::i2c::WriteRead with embedded_hal::i2c::I2c in hx711.rs and bme.rs.'], [1, 'DelayUs is now DelayNs: change delay.delay_us(60) to delay.delay_ns(60_000).'], [0, 'Last error: OutputPin::set_high now returns Result; add ? and an Error variant.']];
        const kids = [];
        s.forEach(([n, th]) => {
          kids.push(llm('agent.generate', {}, { text: th, toolCalls: [{ toolName: 'shell', args: { cmd: 'cargo build --target thumbv7em-none-eabihf' } }] }, { model: 'anthropic/claude-3-7-sonnet' }));
          kids.push(tool('shell', { cmd: 'cargo build --target thumbv7em-none-eabihf' }, n ? `error: could not compile \`hive-fw\` (lib) due to ${n} previous errors\n    Finished in ${N.dur()}` : `   Compiling hive-fw v0.4.0 (/work/hive-fw)\n    Finished \`dev\` profile [optimized + debuginfo] target(s) in ${N.dur()}`, { 'mastra.span': 'tool_call' }, n ? 'exit 101' : undefined));
        });
        kids.push(tool('shell', { cmd: 'cargo test --lib' }, `test result: ok. 14 passed; 0 failed; finished in ${N.dur()}`, {}));
        return agent('firmwareAgent', { message: 'Port hive-fw to embedded-hal 1.0.' }, { text: 'Done: builds and 14 tests pass.' }, kids, { 'mastra.span': 'agent_run' });
      } },
  ],
};
