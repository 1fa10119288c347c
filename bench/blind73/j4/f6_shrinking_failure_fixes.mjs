// Family 6 (healthy): fix cycles whose failure count keeps dropping, each fix different, then done.
import { agent, llm, tool, chain, sp, sys, usr, asst, tc, toolMsg } from './lib.mjs';

export const family = 'shrinking_failure_fixes';
export const loop = false;

export const rows = [
  {
    n: '01', domain: 'type foundry kerning-table tool', style: 'Aider chat session (not in the brief\'s list: edit blocks + /test runs)',
    isolates: 'Aider-style session runs the kerning test suite repeatedly: 6 failures, then 4, then 1, then 0, with a different edit each time (unit rounding, class-pair precedence, a missing ligature), then commits.',
    stagnation: false,
    goal: 'Make the test suite of `kernkit` (the foundry\'s kerning-table compiler for the "Marram Grotesk" family) pass after the switch to UPM 2048.',
    build(R) {
      const kids = [];
      const turn = (text, edits) => llm('litellm.completion', { model: 'claude-3-5-sonnet-20241022', edit_format: 'diff', messages: '[repo map + chat files...]' }, text + (edits ? '\n\n' + edits : ''), [], { metadata: { 'aider.tokens_sent': R.int(6000, 14000), 'aider.tokens_received': R.int(200, 900), 'aider.cost': +(R.f() * 0.06).toFixed(4) } });
      const test = (out, fail) => tool('/test pytest -q', { cmd: 'pytest -q' }, out, fail ? { error: `${fail} failed` } : {});
      const apply = (files) => tool('apply_edits', { files }, `Applied edit to ${files.join(', ')}\nCommit ${R.hex(7)} aider: ${files[0].split('/').pop()} change`);
      kids.push(test(`FFFFFF..........................                                    [100%]\nFAILED tests/test_units.py::test_scale_1000_to_2048[AV] - assert -82 == -84\nFAILED tests/test_units.py::test_scale_1000_to_2048[To] - assert -123 == -125\nFAILED tests/test_units.py::test_scale_1000_to_2048[LT] - assert -150 == -152\nFAILED tests/test_classes.py::test_class_pair_overrides_glyph_pair - assert -60 == -40\nFAILED tests/test_classes.py::test_exception_pair_wins - assert -60 == -40\nFAILED tests/test_fea.py::test_ligature_f_i_kerned - KeyError: 'f_i'\n6 failed, 26 passed in ${R.secs(0.5, 3)}`, 6));
      kids.push(turn('Three failures are off by two units: `scale_value` truncates with `int()` after multiplying by 2.048. It should round half away from zero, as the old FontLab export did.', 'kernkit/units.py\n<<<<<<< SEARCH\n    return int(v * new_upm / old_upm)\n=======\n    x = v * new_upm / old_upm\n    return int(math.copysign(math.floor(abs(x) + 0.5), x))\n>>>>>>> REPLACE'));
      kids.push(apply(['kernkit/units.py']));
      kids.push(test(`..FFF...F.......................                                    [100%]\nFAILED tests/test_classes.py::test_class_pair_overrides_glyph_pair - assert -60 == -40\nFAILED tests/test_classes.py::test_exception_pair_wins - assert -60 == -40\nFAILED tests/test_classes.py::test_enum_pairs - assert 12 == 14\nFAILED tests/test_fea.py::test_ligature_f_i_kerned - KeyError: 'f_i'\n4 failed, 28 passed in ${R.secs(0.5, 3)}`, 4));
      kids.push(turn('Units are fixed. The class tests fail because `merge_pairs` lets the class pair overwrite a specific glyph pair; in OpenType feature order the glyph-glyph exception must win. I will sort exceptions first and skip class pairs already covered. That also changes the enum count from 12 to 14.', 'kernkit/merge.py\n<<<<<<< SEARCH\n    for pair in class_pairs + glyph_pairs:\n=======\n    for pair in glyph_pairs + [p for p in class_pairs if p.key not in seen]:\n>>>>>>> REPLACE'));
      kids.push(apply(['kernkit/merge.py']));
      kids.push(test(`........F.......................                                    [100%]\nFAILED tests/test_fea.py::test_ligature_f_i_kerned - KeyError: 'f_i'\n1 failed, 31 passed in ${R.secs(0.5, 3)}`, 1));
      kids.push(turn('Last one: the glyph order file for the 2048 masters renamed `fi` to `f_i`, but `glyph_aliases.json` only maps the old name. Adding the alias.', 'kernkit/data/glyph_aliases.json\n<<<<<<< SEARCH\n  "fl": "f_l",\n=======\n  "fl": "f_l",\n  "fi": "f_i",\n>>>>>>> REPLACE'));
      kids.push(apply(['kernkit/data/glyph_aliases.json']));
      kids.push(test(`................................                                    [100%]\n32 passed in ${R.secs(0.5, 3)}`, 0));
      kids.push(turn('All 32 tests pass. Summary: rounding in `units.py`, exception-first merge in `merge.py`, and the `fi`→`f_i` alias. Three commits are on the branch.', null));
      return agent('aider', { message: 'make the test suite pass after the UPM 2048 switch', files: ['kernkit/units.py', 'kernkit/merge.py'] }, { status: 'done', commits: 3 }, kids, { metadata: { aider_version: '0.62.1', repo: 'marram-type/kernkit', branch: 'upm-2048' } });
    },
  },
  {
    n: '02', domain: 'seed bank germination records', style: 'Pydantic AI (Logfire spans, structured output validation)',
    isolates: 'Agent cleans a germination-test CSV; validation errors drop 212 → 37 → 5 → 0 as it fixes date formats, then percentage columns given as counts, then three accession ids with stray spaces; then it loads the data.',
    stagnation: false,
    goal: 'Load the 2023-24 germination test results for the Wakehurst-style regional seed bank into the accessions database, fixing whatever the validator rejects.',
    build(R) {
      const kids = [];
      const chat = (text, call) => llm('chat claude-3-5-sonnet-latest', { messages: '[...]' }, { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), ...(call ? [{ part_kind: 'tool-call', tool_name: call[0], args: call[1], tool_call_id: R.toolu() }] : [])] }, [], { metadata: { 'gen_ai.system': 'anthropic', 'gen_ai.usage.input_tokens': R.int(1500, 6000), 'gen_ai.usage.output_tokens': R.int(60, 400) } });
      const run = (name, args, out, err) => tool('running tool: ' + name, { tool_name: name, args }, out, err ? { error: err } : {});
      kids.push(chat('Validate the raw export first.', ['validate_csv', { path: 'incoming/germ_2023_24.csv', schema: 'germination_v4' }]));
      kids.push(run('validate_csv', { path: 'incoming/germ_2023_24.csv' }, { rows: 1184, errors: 212, by_rule: { 'date:iso8601': 175, 'germ_pct:range0_100': 31, 'accession:pattern': 6 }, first: ['row 3 test_start "14/11/2023" not ISO', 'row 9 germ_pct 47 of 25 seeds > sample'], run_id: R.uuid() }, '212 validation errors'));
      kids.push(chat('175 of 212 are dates in DD/MM/YYYY. Converting test_start and test_end to ISO dates (assuming UK day-first; no value has a day > 12 in the month slot, so it is unambiguous).', ['transform', { op: 'parse_dates', columns: ['test_start', 'test_end'], dayfirst: true }]));
      kids.push(run('transform', { op: 'parse_dates' }, { changed_cells: 2350, out: R.tmp('germ') + '.csv' }));
      kids.push(run('validate_csv', { path: 'germ_step1.csv' }, { rows: 1184, errors: 37, by_rule: { 'germ_pct:range0_100': 31, 'accession:pattern': 6 }, run_id: R.uuid() }, '37 validation errors'));
      kids.push(chat('The 31 germ_pct failures are counts, not percentages: every failing row has germ_pct ≤ seeds_sown and seeds_sown = 25 or 50. Converting those rows with pct = 100 × count / seeds_sown, flagged in a note column.', ['transform', { op: 'expr', where: 'germ_pct > 0 and source_sheet == "Lab B"', set: { germ_pct: 'round(100*germ_pct/seeds_sown,1)', note: "'converted from count'" } }]));
      kids.push(run('transform', { op: 'expr' }, { changed_cells: 62 }));
      kids.push(run('validate_csv', { path: 'germ_step2.csv' }, { rows: 1184, errors: 5, by_rule: { 'accession:pattern': 5 }, sample: ['"MSB 0412 77"', '"MSB 0413  02"', '" MSB041390"'], run_id: R.uuid() }, '5 validation errors'));
      kids.push(chat('Five accession ids have embedded spaces (one of the six earlier was fixed by the date pass because it was a shifted column). Stripping whitespace and re-padding to MSB + 7 digits.', ['transform', { op: 'regex_replace', column: 'accession', pattern: '\\s+', repl: '' }]));
      kids.push(run('transform', { op: 'regex_replace' }, { changed_cells: 5 }));
      kids.push(run('validate_csv', { path: 'germ_step3.csv' }, { rows: 1184, errors: 0, run_id: R.uuid() }));
      kids.push(chat('Clean. Loading into accessions.germination.', ['load', { table: 'accessions.germination', path: 'germ_step3.csv', mode: 'append' }]));
      kids.push(run('load', { table: 'accessions.germination' }, `COPY 1184\nTime: ${R.int(200, 900)}.${R.int(100, 999)} ms\ntxid ${R.int(1e6, 9e6)}`));
      kids.push(chat('Loaded 1184 germination results. Fixes: 175 dates to ISO, 31 count→percent conversions (flagged), 5 accession ids de-spaced.', null));
      return agent('agent run', { user_prompt: 'Load germ_2023_24.csv into the accessions DB; fix validator errors.' }, { output: { loaded: 1184, fixes: { dates: 175, pct: 31, accessions: 5 } } }, kids, { metadata: { agent_name: 'seedbank_loader', 'logfire.msg': 'seedbank_loader run', result_type: 'LoadReport' } });
    },
  },
  {
    n: '03', domain: 'zoo animal feeding plan configuration', style: 'LangChain4j (AiServices with @Tool methods, observability listener)',
    isolates: 'Agent lints the YAML feeding plan for the nocturnal house: schema errors go 9 → 3 → 0 after fixing weight units, then a missing fasting-day key for the two owls; it then publishes the plan.',
    stagnation: false,
    goal: 'Publish next week\'s feeding plan for the nocturnal house (aye-aye, slow lorises, tawny owls, fruit bats) after it passes the keeper-app schema lint.',
    build(R) {
      const kids = [];
      const chat = (text, exec) => llm('ChatLanguageModel.chat', { messages: '[SystemMessage, UserMessage, AiMessage, ToolExecutionResultMessage ...]', modelName: 'gpt-4o' }, { aiMessage: { text, toolExecutionRequests: exec ? [{ id: R.callId(), name: exec[0], arguments: JSON.stringify(exec[1]) }] : [] }, tokenUsage: { inputTokenCount: R.int(900, 3500), outputTokenCount: R.int(40, 300) }, finishReason: exec ? 'TOOL_EXECUTION' : 'STOP' }, [], { metadata: { 'langchain4j.listener': 'ChatModelListener', responseId: 'chatcmpl-' + R.b62(29) } });
      const t = (name, args, out, err) => tool(`@Tool ${name}`, args, out, err ? { error: err } : { metadata: { executor: 'DefaultToolExecutor', thread: 'pool-' + R.int(1, 4) + '-thread-' + R.int(1, 9) } });
      kids.push(chat(null, ['lintPlan', { path: 'plans/nocturnal/2024-W44.yaml' }]));
      kids.push(t('lintPlan', { path: 'plans/nocturnal/2024-W44.yaml' }, `keeper-schema v3.2 lint: 9 error(s)\n  animals[0].items[1].amount: "35 g" is not of type number (line 14)\n  animals[0].items[2].amount: "12 g" is not of type number (line 17)\n  animals[1].items[0].amount: "8g" is not of type number (line 25)\n  ... (4 more amount errors)\n  animals[4]: 'fasting_day' is a required property (line 61)\n  animals[5]: 'fasting_day' is a required property (line 70)\nlint took ${R.ms(20, 200)}ms`, '9 errors'));
      kids.push(chat('Seven errors are amounts written as strings with units. The schema wants numbers in grams with a separate unit field, so I will convert "35 g" → amount: 35, unit: g for all items.', ['rewriteAmounts', { path: 'plans/nocturnal/2024-W44.yaml', strip_unit: 'g' }]));
      kids.push(t('rewriteAmounts', { path: 'plans/nocturnal/2024-W44.yaml' }, { rewritten: 7, backup: 'plans/nocturnal/.2024-W44.yaml.' + R.hex(6) + '.bak' }));
      kids.push(t('lintPlan', { path: 'plans/nocturnal/2024-W44.yaml' }, `keeper-schema v3.2 lint: 3 error(s)\n  animals[4]: 'fasting_day' is a required property (line 61)\n  animals[5]: 'fasting_day' is a required property (line 70)\n  animals[5].items[0].prey: 'day-old chick' not in enum [mouse, rat_pinkie, chick_day_old, quail] (line 72)\nlint took ${R.ms(20, 200)}ms`, '3 errors'));
      kids.push(chat('Down to 3. The two tawny owls (animals 4 and 5) need a fasting day; the raptor SOP says Sunday. Also the prey label must use the enum spelling chick_day_old.', ['patchYaml', { path: 'plans/nocturnal/2024-W44.yaml', ops: [{ set: 'animals[4].fasting_day', value: 'sun' }, { set: 'animals[5].fasting_day', value: 'sun' }, { set: 'animals[5].items[0].prey', value: 'chick_day_old' }] }]));
      kids.push(t('patchYaml', { ops: 3 }, { applied: 3 }));
      kids.push(t('lintPlan', { path: 'plans/nocturnal/2024-W44.yaml' }, `keeper-schema v3.2 lint: OK (6 animals, 23 items)\nlint took ${R.ms(20, 200)}ms`));
      kids.push(chat(null, ['publishPlan', { path: 'plans/nocturnal/2024-W44.yaml', week: '2024-W44' }]));
      kids.push(t('publishPlan', { week: '2024-W44' }, { published: true, keeper_app_version: R.int(200, 400), visible_from: R.isoLocal('+00:00') }));
      kids.push(chat('Published the W44 nocturnal house plan: 7 amounts converted to numeric grams, Sunday fasting days added for both tawny owls, and the chick prey label corrected.', null));
      return agent('FeedingPlanAssistant.publish', { userMessage: 'Publish next week\'s nocturnal house plan once it lints clean.' }, { result: 'published 2024-W44' }, kids, { metadata: { framework: 'langchain4j 0.36.2', 'spring.application.name': 'zoo-keeper-ai', traceparent: `00-${R.hex(32)}-${R.hex(16)}-01` } });
    },
  },
  {
    n: '04', domain: 'greenhouse irrigation controller firmware', style: 'Vercel AI SDK (ai.streamText spans with ai.toolCall children)',
    isolates: 'Agent builds the irrigation controller firmware: 5 compile errors, then 2, then 0 with one warning, fixing a renamed HAL function, a missing include and finally a signedness mismatch, then flashes the test bench.',
    stagnation: false,
    goal: 'Get the `drip-ctl` firmware (ESP32, greenhouse zone valves) compiling against ESP-IDF 5.2 and flash it to the bench unit.',
    build(R) {
      const kids = [];
      const step = (text, toolName, args) => sp('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: R.callId(), toolName, args: JSON.stringify(args) }]), 'ai.response.finishReason': 'tool-calls' }, [], { metadata: { 'ai.model.id': 'gpt-4.1-mini', 'ai.usage.promptTokens': R.int(2000, 7000), 'ai.usage.completionTokens': R.int(60, 400), 'ai.response.msToFirstChunk': R.ms(300, 1200), 'ai.stream.msToFinish': R.ms(1500, 8000) } });
      const call = (toolName, args, result, err) => sp('tool', 'ai.toolCall', { 'ai.toolCall.name': toolName, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': result }, [], err ? { error: err } : {});
      kids.push(step('Building first.', 'shell', { cmd: 'idf.py build' }));
      kids.push(call('shell', { cmd: 'idf.py build' }, `[412/980] Building C object esp-idf/main/CMakeFiles/__idf_main.dir/valves.c.obj\nFAILED: esp-idf/main/CMakeFiles/__idf_main.dir/valves.c.obj\n/work/drip-ctl/main/valves.c:44:5: error: implicit declaration of function 'gpio_pad_select_gpio' [-Werror=implicit-function-declaration]\n/work/drip-ctl/main/valves.c:51:5: error: implicit declaration of function 'gpio_pad_select_gpio'\n/work/drip-ctl/main/valves.c:58:5: error: implicit declaration of function 'gpio_pad_select_gpio'\n/work/drip-ctl/main/flow.c:12:10: error: 'pcnt_unit_config_t' undeclared\n/work/drip-ctl/main/flow.c:19:5: error: unknown type name 'pcnt_unit_handle_t'\nninja: build stopped: subcommand failed.\n(elapsed ${R.secs(20, 60)})`, 'exit 2'));
      kids.push(step('`gpio_pad_select_gpio` was removed in IDF 5; `esp_rom_gpio_pad_select_gpio` is the replacement. Replacing the three calls in valves.c.', 'edit', { file: 'main/valves.c', replace: ['gpio_pad_select_gpio(', 'esp_rom_gpio_pad_select_gpio('] }));
      kids.push(call('edit', { file: 'main/valves.c' }, 'main/valves.c: 3 replacements'));
      kids.push(call('shell', { cmd: 'idf.py build' }, `/work/drip-ctl/main/flow.c:12:10: error: 'pcnt_unit_config_t' undeclared\n/work/drip-ctl/main/flow.c:19:5: error: unknown type name 'pcnt_unit_handle_t'\nninja: build stopped: subcommand failed.`, 'exit 2'));
      kids.push(step('The flow-meter pulse counter uses the new PCNT driver types but still includes the legacy header. Switching `#include "driver/pcnt.h"` to `#include "driver/pulse_cnt.h"`.', 'edit', { file: 'main/flow.c', replace: ['#include "driver/pcnt.h"', '#include "driver/pulse_cnt.h"'] }));
      kids.push(call('edit', { file: 'main/flow.c' }, 'main/flow.c: 1 replacement'));
      kids.push(call('shell', { cmd: 'idf.py build' }, `/work/drip-ctl/main/flow.c:33:23: warning: comparison of integer expressions of different signedness: 'int' and 'uint32_t' [-Wsign-compare]\n[980/980] Generating binary image from built executable\nProject build complete. drip-ctl.bin binary size 0xd8f40 bytes. Smallest app partition is 0x100000 bytes. 0x270c0 bytes (15%) free.`));
      kids.push(step('It builds. Fixing the remaining warning too: `pulse_count` should be `int` to match `pcnt_unit_get_count`.', 'edit', { file: 'main/flow.c', replace: ['uint32_t limit', 'int limit'] }));
      kids.push(call('edit', { file: 'main/flow.c' }, 'main/flow.c: 1 replacement'));
      kids.push(step('Clean build confirmed; flashing the bench unit.', 'shell', { cmd: 'idf.py -p /dev/ttyUSB0 build flash' }));
      kids.push(call('shell', { cmd: 'idf.py -p /dev/ttyUSB0 build flash' }, `Project build complete.\nesptool.py v4.7.0\nSerial port /dev/ttyUSB0\nChip is ESP32-D0WD-V3 (revision v3.1)\nMAC: ${Array.from({ length: 6 }, () => R.hex(2)).join(':')}\nWrote 888640 bytes (${R.int(500000, 560000)} compressed) at 0x00010000 in ${R.secs(8, 14)} (effective ${R.int(500, 700)}.${R.int(0, 9)} kbit/s)...\nHash of data verified.\nHard resetting via RTS pin...`));
      return agent('ai.streamText', { 'ai.prompt': 'Make drip-ctl build on IDF 5.2 and flash the bench unit.', 'ai.settings.maxSteps': 14 }, { 'ai.response.text': 'Firmware builds cleanly on IDF 5.2 and is flashed: replaced gpio_pad_select_gpio, switched to pulse_cnt.h, fixed a signedness warning.', 'ai.response.finishReason': 'stop' }, kids, { metadata: { 'ai.telemetry.functionId': 'firmware-bot', 'ai.model.provider': 'openai.responses' } });
    },
  },
  {
    n: '05', domain: 'ropewalk order database migration', style: 'Spring AI (ChatClient advisors, Micrometer observations)',
    isolates: 'Agent applies Flyway migrations for a traditional rope-maker\'s order system: 3 failing migrations, then 1, then all applied, each fix addressing a different SQL problem (reserved word, missing default, FK order).',
    stagnation: false,
    goal: 'Bring the Chatham-style ropewalk order database from schema V12 to V15 (new fibre types, rope lay direction, order dyeing step) on the staging server.',
    build(R) {
      const kids = [];
      const c = (text, fn) => llm('spring_ai chat_client', { 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor', 'MessageChatMemoryAdvisor'], 'gen_ai.request.model': 'gpt-4o' }, { result: { output: { text, toolCalls: fn ? [{ id: R.callId(), type: 'function', name: fn[0], arguments: JSON.stringify(fn[1]) }] : [] } }, metadata: { usage: { promptTokens: R.int(900, 4000), generationTokens: R.int(40, 300) } } }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'spring.ai.kind': 'chat_client', 'micrometer.observation': 'gen_ai.client.operation' } });
      const f = (name, args, out, err) => tool(`spring.ai.tool ${name}`, args, out, err ? { error: err } : { metadata: { 'spring.ai.kind': 'tool_call' } });
      kids.push(c(null, ['flyway', { cmd: 'migrate', target: '15', env: 'staging' }]));
      kids.push(f('flyway', { cmd: 'migrate', target: '15' }, `Flyway Community Edition 10.17.1 by Redgate\nDatabase: jdbc:postgresql://db-staging-${R.int(1, 3)}:5432/ropewalk (PostgreSQL 15.6)\nSuccessfully validated 15 migrations (execution time 00:00.0${R.int(10, 99)}s)\nCurrent version of schema "public": 12\nMigrating schema "public" to version "13 - fibre types"\nERROR: Migration V13__fibre_types.sql failed\nSQL State  : 42601\nMessage    : ERROR: syntax error at or near "natural"\n  Position: 58\nLocation   : db/migration/V13__fibre_types.sql\nPending: V13, V14, V15`, 'exit 1'));
      kids.push(c('`natural` is a reserved word in PostgreSQL (NATURAL JOIN). The column `natural` in fibre_type must be renamed; `is_natural` is clearer and nothing reads it yet.', ['edit_file', { path: 'db/migration/V13__fibre_types.sql', find: 'natural boolean', replace: 'is_natural boolean' }]));
      kids.push(f('edit_file', { path: 'V13__fibre_types.sql' }, 'ok (1 change)'));
      kids.push(f('flyway', { cmd: 'migrate', target: '15' }, `Migrating schema "public" to version "13 - fibre types"\nMigrating schema "public" to version "14 - lay direction"\nERROR: Migration V14__lay_direction.sql failed\nSQL State  : 23502\nMessage    : ERROR: column "lay" of relation "rope_order" contains null values\nPending: V14, V15`, 'exit 1'));
      kids.push(c('V13 applied. V14 adds a NOT NULL `lay` column to 4,212 existing orders without a default. Historic orders are all right-hand (Z) lay per the workshop, so I will add DEFAULT \'Z\' and then drop the default after backfill.', ['edit_file', { path: 'db/migration/V14__lay_direction.sql', find: "lay char(1) NOT NULL", replace: "lay char(1) NOT NULL DEFAULT 'Z'" }]));
      kids.push(f('edit_file', { path: 'V14__lay_direction.sql' }, 'ok (1 change)'));
      kids.push(f('flyway', { cmd: 'repair' }, `Repair of failed migration in Schema History table "public"."flyway_schema_history" not necessary (PostgreSQL DDL is transactional)\nSuccessfully repaired schema history table (execution time 00:00.0${R.int(10, 99)}s).`));
      kids.push(f('flyway', { cmd: 'migrate', target: '15' }, `Migrating schema "public" to version "14 - lay direction"\nMigrating schema "public" to version "15 - dyeing step"\nSuccessfully applied 2 migrations to schema "public", now at version v15 (execution time 00:0${R.int(1, 4)}.${R.int(100, 999)}s)`));
      kids.push(c(null, ['sql', { q: "select version, success from flyway_schema_history order by installed_rank desc limit 3" }]));
      kids.push(f('sql', { q: 'select version, success ...' }, ' version | success \n---------+---------\n 15      | t\n 14      | t\n 13      | t\n(3 rows)'));
      kids.push(c('Staging is at V15. Changes: renamed the reserved column to is_natural (V13), gave lay a default \'Z\' for existing orders (V14). V15 applied unchanged.', null));
      return agent('RopewalkMigrationAgent', { prompt: 'Migrate staging ropewalk DB from V12 to V15.' }, { content: 'Staging at V15' }, kids, { metadata: { 'spring.boot.version': '3.3.4', 'spring.ai.version': '1.0.0-M3', traceId: R.hex(32) } });
    },
  },
  {
    n: '06', domain: 'funeral home website accessibility', style: 'OpenAI Responses API (response objects with function_call / function_call_output items)',
    isolates: 'Agent runs axe on the funeral home\'s arrangements page: 9 violations, then 4, then 1, then 0, fixing alt texts, then form labels, then colour contrast, then reports.',
    stagnation: false,
    goal: 'Bring the "Plan a service" page of Hollins & Daughter Funeral Directors to zero axe-core WCAG 2.1 AA violations.',
    build(R) {
      const kids = [];
      let prev = null;
      const resp = (text, fc) => { const id = 'resp_' + R.hex(48); const o = llm('responses.create', { model: 'gpt-4.1', previous_response_id: prev, input: fc ? '[function_call_output]' : '[user]' }, { id, object: 'response', status: 'completed', output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...(fc ? [{ type: 'function_call', call_id: R.callId(), name: fc[0], arguments: JSON.stringify(fc[1]) }] : [])], usage: { input_tokens: R.int(1500, 6000), output_tokens: R.int(50, 300), input_tokens_details: { cached_tokens: R.int(0, 1500) } } }, [], { metadata: { 'openai-processing-ms': R.ms(600, 4000), 'x-request-id': R.reqId('req_') } }); prev = id; return o; };
      const fo = (name, args, out) => tool(name, args, { type: 'function_call_output', output: JSON.stringify(out) });
      const axe = (v) => ({ url: 'https://hollinsanddaughter.example/plan-a-service', violations: v, testEngine: 'axe-core 4.10.0', timestamp: R.iso(), testRunner: 'puppeteer', userAgent: 'HeadlessChrome/128' });
      kids.push(resp(null, ['run_axe', { url: '/plan-a-service' }]));
      kids.push(fo('run_axe', { url: '/plan-a-service' }, axe([{ id: 'image-alt', impact: 'critical', nodes: 5, sample: 'img[src="/img/chapel-interior.jpg"]' }, { id: 'label', impact: 'critical', nodes: 3, sample: 'input#deceased-dob' }, { id: 'color-contrast', impact: 'serious', nodes: 1, sample: '.btn-soft (2.9:1)' }])));
      kids.push(resp('Five images lack alt text. Writing specific descriptions (chapel interior, floral tribute options, hearse, garden of remembrance, staff photo) rather than empty alts, since they convey options.', ['patch_html', { file: 'templates/plan.html', alts: { 'chapel-interior.jpg': 'The chapel with seating for 80', 'flowers-1.jpg': 'Casket spray of white lilies', 'hearse.jpg': 'Traditional horse-drawn hearse', 'garden.jpg': 'Garden of remembrance with benches', 'team.jpg': 'Our funeral directors' } }]));
      kids.push(fo('patch_html', { file: 'templates/plan.html' }, { changed: 5, commit: R.hex(7) }));
      kids.push(fo('run_axe', { url: '/plan-a-service' }, axe([{ id: 'label', impact: 'critical', nodes: 3, sample: 'input#deceased-dob' }, { id: 'color-contrast', impact: 'serious', nodes: 1, sample: '.btn-soft (2.9:1)' }])));
      kids.push(resp('Images fixed (9 → 4). The date of birth, date of passing and phone inputs only have placeholders; adding visible <label for> elements.', ['patch_html', { file: 'templates/plan.html', labels: ['deceased-dob', 'deceased-dod', 'contact-phone'] }]));
      kids.push(fo('patch_html', { file: 'templates/plan.html' }, { changed: 3, commit: R.hex(7) }));
      kids.push(fo('run_axe', { url: '/plan-a-service' }, axe([{ id: 'color-contrast', impact: 'serious', nodes: 1, sample: '.btn-soft #9aa5a0 on #f4f1ec (2.9:1, need 4.5:1)' }])));
      kids.push(resp('One left: the sage "Request a call" button has 2.9:1 contrast. Darkening the text to #4d5a54 gives 6.1:1 and keeps the palette.', ['patch_css', { file: 'static/site.css', selector: '.btn-soft', set: { color: '#4d5a54' } }]));
      kids.push(fo('patch_css', { file: 'static/site.css' }, { changed: 1, commit: R.hex(7) }));
      kids.push(fo('run_axe', { url: '/plan-a-service' }, axe([])));
      kids.push(resp('The page now has 0 axe violations (was 9): 5 alt texts, 3 form labels, 1 contrast fix, in three commits.', null));
      return agent('a11y-fixer', { input: 'Get /plan-a-service to zero axe AA violations.' }, { output_text: 'Done: 0 violations.' }, kids, { metadata: { store: true, truncation: 'auto', parallel_tool_calls: false } });
    },
  },
];
