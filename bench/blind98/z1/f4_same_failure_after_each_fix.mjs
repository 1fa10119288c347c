import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'same_failure_after_each_fix';

// 01: Vale brand-term check on a Markdown blog post; Claude-style tool_use blocks recorded as llm + sibling tools
function r01(c) {
  const M = 'claude-3-7-sonnet-20250219';
  const goal = 'Make content/blog/2025-09-ci-caching.md pass the brand style check (vale) so it can be merged and published.';
  const msgs = [sys('You are a copy-review agent with file and shell tools.'), u(goal)];
  const kids = [];
  const L = (t, calls) => { c.tick(); kids.push(llm(c, M, msgs, t, calls, { name: 'messages.create' })); };
  const T = (n, a, o, e) => { c.tick(); kids.push(tool(n, a, o, { error: e })); };
  const vale = () => `content/blog/2025-09-ci-caching.md\n 3:8   error  Use 'GitLab' instead of 'Gitlab'.   Brand.Terms\n\n✖ 1 error, 0 warnings and 0 suggestions in 1 file.\n[vale ${c.pick(['3.7.1'])}] done in ${c.ms(80, 400)}ms (config ${c.tmp('ini')})`;
  L('Running vale first.', [['bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }]]);
  T('bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }, { exit_code: 1, stdout: vale() }, 'exit status 1');
  L('One brand-term error. Let me find occurrences of Gitlab in the body.', [['bash', { command: 'grep -n "Gitlab" content/blog/2025-09-ci-caching.md' }]]);
  T('bash', { command: 'grep -n "Gitlab" content/blog/2025-09-ci-caching.md' }, { exit_code: 0, stdout: '3:tags: [ci, caching, Gitlab]\n41:Our Gitlab runners keep a warm cache per branch.' });
  L('Fixing the body sentence on line 41.', [['str_replace', { path: 'content/blog/2025-09-ci-caching.md', old_str: 'Our Gitlab runners', new_str: 'Our GitLab runners' }]]);
  T('str_replace', { path: 'content/blog/2025-09-ci-caching.md' }, 'The file has been edited. Line 41 now reads: Our GitLab runners keep a warm cache per branch.');
  L(null, [['bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }]]);
  T('bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }, { exit_code: 1, stdout: vale() }, 'exit status 1');
  L('Still flagged. Perhaps the rule is case-sensitive on the title; changing the title casing of "Gitlab CI" in the H1.', [['str_replace', { path: 'content/blog/2025-09-ci-caching.md', old_str: '# Faster pipelines with Gitlab CI caching', new_str: '# Faster pipelines with GitLab CI caching' }]]);
  T('str_replace', { path: 'content/blog/2025-09-ci-caching.md' }, 'The file has been edited.');
  L(null, [['bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }]]);
  T('bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }, { exit_code: 1, stdout: vale() }, 'exit status 1');
  L('Same error. I will add GitLab to the accept vocabulary so vale knows the correct spelling.', [['bash', { command: 'echo "GitLab" >> styles/config/vocabularies/Brand/accept.txt' }]]);
  T('bash', { command: 'echo "GitLab" >> styles/config/vocabularies/Brand/accept.txt' }, { exit_code: 0, stdout: '' });
  L(null, [['bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }]]);
  T('bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }, { exit_code: 1, stdout: vale() }, 'exit status 1');
  L('Still the same. Rewording the meta description to avoid the product name entirely.', [['str_replace', { path: 'content/blog/2025-09-ci-caching.md', old_str: 'description: How we cut Gitlab pipeline time', new_str: 'description: How we cut CI pipeline time' }]]);
  T('str_replace', { path: 'content/blog/2025-09-ci-caching.md' }, 'The file has been edited.');
  L(null, [['bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }]]);
  T('bash', { command: 'vale --config .vale.ini content/blog/2025-09-ci-caching.md' }, { exit_code: 1, stdout: vale() }, 'exit status 1');
  return { isolates: 'Four different edits (body line, H1, vocabulary, meta description) are each followed by the same vale error at 3:8, which sits in the tags line the agent never touches; output differs only in timing and temp path.', loop: true, stagnation: false, goal,
    root: agent('copy-review-agent', { prompt: goal }, { stop_reason: 'max_tokens_budget' }, kids, { framework: 'anthropic-tools', session: c.uuid() }) };
}

// 02: Mailchimp send checklist; LangGraph nodes
function r02(c) {
  const goal = 'Send a test of campaign "October product digest" to qa@ferncliff.io and, if it looks fine, schedule it for Thursday 09:00 UTC.';
  const node = (name, kids, out) => chain(name, { state: 'messages' }, out, kids, { langgraph_node: name, langgraph_step: c.n(), checkpoint_ns: name + ':' + c.uuid() });
  const L = (t) => { c.tick(); return llmText(c, 'gpt-4o-2024-08-06', 'agent', t, { provider: 'openai' }); };
  const cid = 'b' + c.hex(9);
  const chk = () => ({ is_ready: false, items: [{ type: 'error', id: 0, heading: 'Merge tags', details: 'The merge tag *|FIRSTNAME|* is not in your audience. Audience fields available: *|FNAME|*, *|LNAME|*, *|COMPANY|*.' }, { type: 'success', id: 1, heading: 'Subject line', details: 'Looks good.' }], _links: [{ rel: 'self' }], _trace: { 'x-request-id': c.uuid(), dc: 'us21', took: c.ms() + 'ms' } });
  const test = () => ({ status: 400, type: 'https://mailchimp.com/developer/marketing/docs/errors/', title: 'Bad Request', detail: 'Your Campaign is not ready to send.', instance: c.uuid() });
  const T = (n, a, o, e) => { c.tick(); return tool(n, a, o, { error: e }); };
  const kids = [
    node('agent', [L('Send the test email first.')], { next: 'tools' }),
    node('tools', [T('mailchimp_send_test', { campaign_id: cid, test_emails: ['qa@ferncliff.io'], send_type: 'html' }, test(), 'HTTP 400 Your Campaign is not ready to send.')], {}),
    node('agent', [L('Checking the send checklist to see what is wrong.')], { next: 'tools' }),
    node('tools', [T('mailchimp_send_checklist', { campaign_id: cid }, chk())], {}),
    node('agent', [L('The checklist says merge tags. I suspect the preview text contains the tag; setting a plain preview text.')], { next: 'tools' }),
    node('tools', [T('mailchimp_update_campaign', { campaign_id: cid, settings: { preview_text: 'Five things we shipped in October' } }, { id: cid, settings: { preview_text: 'Five things we shipped in October' }, status: 'save' }), T('mailchimp_send_checklist', { campaign_id: cid }, chk())], {}),
    node('agent', [L('Unchanged. Changing the subject line to remove the personalisation there.')], { next: 'tools' }),
    node('tools', [T('mailchimp_update_campaign', { campaign_id: cid, settings: { subject_line: 'Your October product digest' } }, { id: cid, status: 'save' }), T('mailchimp_send_checklist', { campaign_id: cid }, chk())], {}),
    node('agent', [L('Still the same error. Maybe the from name needs updating after a template change; setting from_name to Ferncliff.')], { next: 'tools' }),
    node('tools', [T('mailchimp_update_campaign', { campaign_id: cid, settings: { from_name: 'Ferncliff' } }, { id: cid, status: 'save' }), T('mailchimp_send_checklist', { campaign_id: cid }, chk())], {}),
    node('agent', [L('No change. Switching the template to the 2025 digest template in case the old one is broken.')], { next: 'tools' }),
    node('tools', [T('mailchimp_set_content', { campaign_id: cid, template: { id: 10442, sections: { body: '<h1>Hi *|FIRSTNAME|*,</h1><p>Here is what shipped…</p>' } } }, { plain_text: 'Hi *|FIRSTNAME|*, …', html: '<h1>Hi *|FIRSTNAME|*,</h1>…', _links: [] }), T('mailchimp_send_checklist', { campaign_id: cid }, chk())], {}),
  ];
  return { isolates: 'Preview text, subject, sender and template are each changed in turn, and every send checklist returns the same *|FIRSTNAME|* merge-tag error (the body keeps the tag); the test is never sent.', loop: true, stagnation: false, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError' }, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 03: formatjs compile of French messages after edits; coding-agent shell recording
function r03(c) {
  const goal = 'The French locale build of the Marlowe storefront fails; fix the messages in src/i18n/fr.json so `npm run i18n:compile` passes.';
  const kids = [];
  const S = (t) => { c.tick(); kids.push(span('llm', 'assistant_turn', { messages: '[truncated 14 messages]' }, { content: t }, [], { metadata: { model: 'deepseek-chat', prompt_cache_hit_tokens: c.int(2000, 9000) } })); };
  const run = () => { c.tick(); kids.push(tool('shell', { cmd: 'npm run i18n:compile' }, `\n> marlowe-storefront@4.12.0 i18n:compile\n> formatjs compile-folder --ast src/i18n compiled-lang\n\n[@formatjs/cli] [ERROR] Error validating message "cart.freeShippingHint" with ID "cart.freeShippingHint" in file src/i18n/fr.json\n[@formatjs/cli] [ERROR] SyntaxError: EXPECT_ARGUMENT_CLOSING_BRACE\n    at parse (node_modules/@formatjs/icu-messageformat-parser/lib/parser.js:946:23)\nnpm ERR! code 1\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/${c.iso().replace(/:/g, '_')}-debug-0.log\n`, { error: 'exit code 1', metadata: { wall_ms: c.ms(900, 4000) } })); };
  S('Run the compile to see the error.'); run();
  S('The failing message is cart.freeShippingHint. Look at it.');
  c.tick(); kids.push(tool('shell', { cmd: "jq '.\"cart.freeShippingHint\", .\"cart.total\"' src/i18n/fr.json" }, '"Plus que {remaining, number, ::currency/EUR} pour la livraison offerte !"\n"Total : {amount, number, ::currency/EUR}"'));
  S('ICU may trip over the space before the exclamation mark; replacing it with a non-breaking space.');
  c.tick(); kids.push(tool('apply_patch', { file: 'src/i18n/fr.json', patch: '-offerte !"\n+offerte\\u00a0!"' }, 'patched 1 hunk'));
  run();
  S('Same error. Maybe the skeleton ::currency/EUR is not supported in this parser version; changing it to the plain number style.');
  c.tick(); kids.push(tool('apply_patch', { file: 'src/i18n/fr.json', patch: '-{remaining, number, ::currency/EUR}\n+{remaining, number}' }, 'patched 1 hunk'));
  run();
  S('Unchanged. The file may have a BOM or CRLF problem; normalising line endings and re-saving as UTF-8 without BOM.');
  c.tick(); kids.push(tool('shell', { cmd: "sed -i 's/\\r$//' src/i18n/fr.json && file src/i18n/fr.json" }, 'src/i18n/fr.json: JSON text data'));
  run();
  S('Still EXPECT_ARGUMENT_CLOSING_BRACE. Upgrading @formatjs/cli in case it is a parser bug.');
  c.tick(); kids.push(tool('shell', { cmd: 'npm i -D @formatjs/cli@latest' }, `\nchanged 3 packages, and audited ${c.int(1100, 1300)} packages in ${c.secs(3, 12)}\n\n${c.int(100, 200)} packages are looking for funding\n  run \`npm fund\` for details\n`));
  run();
  c.tick(); kids.push(span('limit', 'turn_limit', { max_turns: 12 }, { reached: true }, []));
  return { isolates: 'Four different fixes (nbsp, number skeleton, line endings, CLI upgrade) each end with the identical formatjs error on the same message, differing only in stack line, log path and timing; the build never passes.', loop: true, stagnation: false, goal,
    root: agent('coding-agent', { task: goal }, { result: 'turn limit reached' }, kids, { recorder: 'jsonl-transcript', session_id: c.uuid(), cwd: '/workspace/marlowe-storefront' }) };
}
export const rows = [r01, r02, r03];
