import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'reasked_user';
export const LOOP = true;

export const scenarios = [
{
  id: '01', loop: true, stagnation: false,
  isolates: 'Cline asks the user three times, in different words, which R version to target; the user answers "4.3, as in DESCRIPTION" every time and the agent never edits anything.',
  goal: 'tidyspatial (R package): replace the deprecated `rgeos` calls with `sf` equivalents so R CMD check passes.',
  build: (N) => {
    const qs = ['Which minimum R version should the package support after the migration?', 'Before editing, can you confirm the R version you want me to target for the sf migration?', 'Just to be sure: should the Depends field keep R >= 4.3, or do you want to support older R versions?'];
    const kids = [
      llm('cline.api_request', { messages: [{ role: 'user', content: 'replace rgeos with sf' }] }, '<read_file>\n<path>DESCRIPTION</path>\n</read_file>'),
      tool('read_file', { path: 'DESCRIPTION' }, `Package: tidyspatial\nVersion: 0.7.2\nDepends: R (>= 4.3)\nImports: sp, rgeos, dplyr (>= 1.1.0)\nLicense: MIT + file LICENSE\nRoxygenNote: 7.3.1`),
      llm('cline.api_request', { messages: [] }, '<search_files>\n<path>R</path>\n<regex>rgeos::</regex>\n</search_files>'),
      tool('search_files', { path: 'R', regex: 'rgeos::' }, `Found 4 results.\n\nR/buffer.R\n│----\n│  out <- rgeos::gBuffer(x, width = dist, byid = TRUE)\n│----\n\nR/overlap.R\n│----\n│  rgeos::gIntersects(a, b, byid = TRUE)\n│----\n│  rgeos::gArea(rgeos::gIntersection(a, b))\n│----\n\nR/union.R\n│----\n│  rgeos::gUnaryUnion(x)\n│----`),
    ];
    qs.forEach((q, i) => {
      kids.push(llm('cline.api_request', { messages: [{ role: 'user', content: i ? '<answer>4.3, as in DESCRIPTION</answer>' : 'search results' }] }, `<ask_followup_question>\n<question>${q}</question>\n</ask_followup_question>`));
      kids.push(tool('ask_followup_question', { question: q }, { answer: i === 2 ? '4.3 like in DESCRIPTION, please just do it' : '4.3, as in DESCRIPTION', answered_at: N.iso() }));
    });
    return agent('cline', { task: 'tidyspatial rgeos->sf', model: 'claude-3-7-sonnet' }, { status: 'cancelled by user' }, kids);
  },
},
{
  id: '02', loop: true, stagnation: true,
  isolates: 'Claude Code asks via AskUserQuestion whether to keep the Elm 0.19.0 json decoder API three times; same answer each time, same preamble text repeated, nothing edited.',
  goal: 'elm-invoice-ui: upgrade elm/json usage to the 1.1.3 API and fix the compile errors.',
  build: (N) => {
    const pre = "There are 7 decoders in src/Api/Decode.elm that use `Json.Decode.Pipeline.decode`, which no longer exists. I can either switch them to `Decode.succeed` or introduce a small compatibility helper.";
    const asks = ['Should I rewrite the decoders to use Decode.succeed, or keep a compatibility helper named decode?', 'Do you prefer that I replace decode with Decode.succeed everywhere, or add a local helper?', 'Which approach do you want: Decode.succeed in each decoder, or one shared decode helper?'];
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const kids = [
      llm('assistant', [{ role: 'user', content: 'fix elm/json compile errors' }], [tu('Bash', { command: 'npx elm make src/Main.elm --output=/dev/null' })]),
      tool('Bash', { command: 'npx elm make src/Main.elm --output=/dev/null' }, { stdout: '', stderr: `-- NAMING ERROR ------------------------------------------------ src/Api/Decode.elm\n\nI cannot find a \`Pipeline.decode\` variable:\n\n23|     Pipeline.decode Invoice\n        ^^^^^^^^^^^^^^^\nThe \`Pipeline\` module does not expose a \`decode\` variable. These names seem\nclose though:\n\n    Pipeline.required\n    Pipeline.optional\n    Pipeline.hardcoded\n\nDetected problems in 1 module.`, exit_code: 1 }, 'Exit code 1'),
    ];
    asks.forEach((q, i) => {
      kids.push(llm('assistant', [{ role: 'user', content: i ? 'Use Decode.succeed.' : 'compile output' }], [{ type: 'text', text: pre }, tu('AskUserQuestion', { questions: [{ question: q, header: 'Decoder style', options: [{ label: 'Decode.succeed' }, { label: 'Compat helper' }], multiSelect: false }] })]));
      kids.push(tool('AskUserQuestion', { question: q }, `User has answered your questions: "${q}"="Decode.succeed". You can now continue with the user's answers in mind.`));
    });
    return agent('claude-code', { cwd: '/home/sam/elm-invoice-ui', model: 'claude-sonnet-4-5', session_id: N.uuid() }, { subtype: 'error_max_turns' }, kids);
  },
},
{
  id: '03', loop: true, stagnation: true,
  isolates: 'Goose asks the user, through a human-input tool, for the Fortran compiler flags three times with new phrasing; the user pastes the same flags each time, the agent repeats the same one-line reason verbatim, and no build is attempted.',
  goal: 'fsolve-lite (Fortran, fpm): the release build segfaults in `lu_decomp`; reproduce with the flags CI uses.',
  build: (N) => {
    const kids = [
      llm('goose.reply', { messages: [{ role: 'user', content: 'release build segfaults in lu_decomp' }] }, { content: [{ type: 'text', text: 'Let me look at the fpm manifest first.' }, { type: 'toolRequest', toolCall: { name: 'developer__text_editor', arguments: { command: 'view', path: '/home/ivo/fsolve-lite/fpm.toml' } } }] }),
      tool('developer__text_editor', { command: 'view', path: '/home/ivo/fsolve-lite/fpm.toml' }, [{ type: 'text', text: 'name = "fsolve-lite"\nversion = "0.5.0"\n[build]\nauto-executables = true\n[fortran]\nimplicit-typing = false\nsource-form = "free"' }]),
    ];
    const qs = ['What compiler flags does your CI pass for the release build?', 'Could you tell me the exact FPM_FFLAGS used in the release job?', 'To reproduce precisely, which optimisation and debug flags does the release profile use on CI?'];
    qs.forEach((q) => {
      kids.push(llm('goose.reply', { messages: [] }, { content: [{ type: 'text', text: 'I need the release flags to reproduce the crash.' }, { type: 'toolRequest', toolCall: { name: 'human__ask', arguments: { prompt: q } } }] }));
      kids.push(tool('human__ask', { prompt: q }, { reply: 'FPM_FFLAGS="-O3 -march=native -ffast-math -fcheck=no"  (gfortran 13.2)', ts: N.epoch() }));
    });
    return agent('goose', { provider: 'anthropic', model: 'claude-3-5-haiku', session: N.b62(8) }, { status: 'stopped', reason: 'user ended session' }, kids);
  },
},
];
