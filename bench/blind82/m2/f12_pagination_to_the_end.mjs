import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'pagination_to_the_end';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Goose pages `gh api` for closed PRs of a Clojure library (3 pages with new PRs each, the last without a next link), then writes the changelog.',
  goal: 'clj-honeyform: write the CHANGELOG section for 0.8.0 from PRs merged since 0.7.3.',
  build: (N) => {
    const pages = [
      [[412, 'Support :on-conflict with :do-update-set'], [415, 'Fix keyword quoting for :mysql dialect'], [417, 'Add :returning for DELETE']],
      [[420, 'Docs: window functions cookbook'], [423, 'Perf: memoize format-entity'], [424, 'Fix nil in :in clause producing IN ()']],
      [[429, 'Drop Clojure 1.9 support']],
    ];
    const kids = [];
    pages.forEach((items, i) => {
      const cmd = `gh api -i "repos/honeyform/clj-honeyform/pulls?state=closed&base=main&per_page=3&page=${i + 1}" --jq '.[] | select(.merged_at > "2025-03-01") | [.number,.title] | @tsv'`;
      kids.push(llm('goose.reply', { messages: [] }, { content: [{ type: 'text', text: i === 0 ? 'List merged PRs since the 0.7.3 tag (2025-03-01).' : `Page ${i} had ${pages[i - 1].length} PRs and a next link; fetch page ${i + 1}.` }, { type: 'toolRequest', toolCall: { name: 'developer__shell', arguments: { command: cmd } } }] }));
      kids.push(tool('developer__shell', { command: cmd }, [{ type: 'text', text: `HTTP/2.0 200 OK\nDate: ${N.http()}\nEtag: ${N.etag()}\n${i < 2 ? `Link: <https://api.github.com/repositories/88123/pulls?state=closed&base=main&per_page=3&page=${i + 2}>; rel="next", <https://api.github.com/repositories/88123/pulls?state=closed&base=main&per_page=3&page=3>; rel="last"\n` : `Link: <https://api.github.com/repositories/88123/pulls?state=closed&base=main&per_page=3&page=2>; rel="prev", <https://api.github.com/repositories/88123/pulls?state=closed&base=main&per_page=3&page=1>; rel="first"\n`}X-Ratelimit-Remaining: ${4900 - i}\nX-Github-Request-Id: ${N.hex(4).toUpperCase()}:${N.hex(8).toUpperCase()}\n\n${items.map(([n, t]) => `${n}\t${t}`).join('\n')}` }]));
    });
    kids.push(llm('goose.reply', { messages: [] }, { content: [{ type: 'text', text: 'Page 3 has no next link, so 7 PRs total. Writing the changelog: 2 features (#412, #417), 2 fixes (#415, #424), perf #423, docs #420, breaking #429.' }, { type: 'toolRequest', toolCall: { name: 'developer__text_editor', arguments: { command: 'str_replace', path: 'CHANGELOG.md', old_str: '## Unreleased', new_str: '## 0.8.0\n### Breaking\n- Drop Clojure 1.9 support (#429)\n### Added\n- :on-conflict with :do-update-set (#412)\n- :returning for DELETE (#417)\n### Fixed\n- keyword quoting for :mysql (#415)\n- nil in :in clause (#424)\n### Performance\n- memoize format-entity (#423)' } } }] }));
    kids.push(tool('developer__text_editor', { command: 'str_replace', path: 'CHANGELOG.md' }, [{ type: 'text', text: 'Successfully edited CHANGELOG.md' }]));
    kids.push(llm('goose.reply', { messages: [] }, { content: [{ type: 'text', text: 'CHANGELOG.md now has the 0.8.0 section covering all 7 merged PRs.' }] }));
    return agent('goose', { provider: 'openai', model: 'gpt-4o' }, { status: 'completed' }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'SWE-agent scrolls through a long Perl module: each scroll_down shows new subroutines until the footer "(0 more lines below)", then it edits the right sub and the tests pass.',
  goal: 'perl-Mojo-Cache-LRU: `expire()` leaves stale keys in the index; fix it so t/expire.t passes.',
  build: (N) => {
    const win = (a, lines, below) => `[File: /repo/lib/Mojo/Cache/LRU.pm (287 lines total)]\n(${a} more lines above)\n${lines}\n(${below} more lines below)`;
    const views = [
      win(0, '1:package Mojo::Cache::LRU;\n2:use Mojo::Base -base;\n...\n40:sub get {', 247),
      win(100, '101:sub set {\n102:  my ($self, $k, $v) = @_;\n...\n140:  return $self;', 147),
      win(200, '201:sub _evict {\n202:  my $self = shift;\n...\n228:sub expire {\n229:  my ($self, $now) = @_;\n230:  delete $self->{data}{$_} for grep { $self->{ttl}{$_} < $now } keys %{$self->{ttl}};\n231:  return $self;\n232:}', 55),
      win(287 - 55, '233:sub keys {\n...\n285:1;\n286:__END__\n287:', 0),
    ];
    const th = ['Open the module.', 'get is fine; scroll down to find expire.', 'set/_evict so far; expire should be further down.', 'Found expire at 228: it deletes from data but never from ttl or the order index. Check the rest of the file for other uses of {order}.'];
    const kids = [];
    views.forEach((v, i) => {
      kids.push(llm('model.query', [{ role: 'user', content: i ? views[i - 1] : 'issue text' }], `DISCUSSION\n${th[i]}\n\`\`\`\n${i ? 'scroll_down' : 'open lib/Mojo/Cache/LRU.pm'}\n\`\`\``));
      kids.push(tool(i ? 'scroll_down' : 'open', i ? {} : { path: 'lib/Mojo/Cache/LRU.pm' }, v));
    });
    kids.push(llm('model.query', [{ role: 'user', content: views[3] }], 'DISCUSSION\nEnd of file reached; {order} is only maintained in set/_evict. Fix expire to remove the key from ttl and order too.\n```\nedit 230:230\n  for my $k (grep { $self->{ttl}{$_} < $now } keys %{$self->{ttl}}) {\n    delete $self->{$_}{$k} for qw(data ttl);\n    @{$self->{order}} = grep { $_ ne $k } @{$self->{order}};\n  }\nend_of_edit\n```'));
    kids.push(tool('edit', { start: 230, end: 230 }, 'File updated. Please review the changes and make sure they are correct.'));
    kids.push(llm('model.query', [], 'DISCUSSION\nRun the expire tests.\n```\nprove -l t/expire.t\n```'));
    kids.push(tool('bash', { command: 'prove -l t/expire.t' }, `t/expire.t .. ok\nAll tests successful.\nFiles=1, Tests=9,  0 wallclock secs ( 0.02 usr  0.00 sys +  ${N.dur(0.05, 0.2)} cusr  0.01 csys =  0.1${N.int(0, 9)} CPU)\nResult: PASS`));
    kids.push(llm('model.query', [], 'DISCUSSION\nTests pass. Submit.\n```\nsubmit\n```'));
    kids.push(tool('submit', {}, 'diff --git a/lib/Mojo/Cache/LRU.pm b/lib/Mojo/Cache/LRU.pm\n@@ -227,7 +227,10 @@'));
    return agent('swe-agent', { instance_id: 'mojo-cache-lru-31' }, { exit_status: 'submitted' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'Codex CLI lists AWS resources with NextToken through three pages of new security groups until no token is returned, then writes the Terraform import blocks.',
  goal: 'tf-legacy-vpc (Terraform HCL): import all hand-made security groups tagged team=payments into state with import blocks.',
  build: (N) => {
    const pages = [[['sg-0a1' + N.hex(14), 'payments-api'], ['sg-0b2' + N.hex(14), 'payments-worker']], [['sg-0c3' + N.hex(14), 'payments-db'], ['sg-0d4' + N.hex(14), 'payments-redis']], [['sg-0e5' + N.hex(14), 'payments-bastion']]];
    const tokens = [N.b62(60), N.b62(60), null];
    const kids = [];
    pages.forEach((p, i) => {
      const cmd = ['aws', 'ec2', 'describe-security-groups', '--filters', 'Name=tag:team,Values=payments', '--max-items', '2', ...(i ? ['--starting-token', tokens[i - 1]] : []), '--output', 'json'];
      kids.push(llm('response', { input: [] }, [{ type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: cmd }) }]));
      kids.push(tool('shell', { command: cmd }, JSON.stringify({ output: JSON.stringify({ SecurityGroups: p.map(([id, n]) => ({ GroupId: id, GroupName: n, VpcId: 'vpc-0f9e8d7c6b5a4' })), ...(tokens[i] ? { NextToken: tokens[i] } : {}), ResponseMetadata: { RequestId: N.uuid(), HTTPHeaders: { date: N.http() } } }, null, 1), metadata: { exit_code: 0, duration_seconds: Number(N.dur(0.8, 2.2)) } })));
    });
    const all = pages.flat();
    const hcl = all.map(([id, n]) => `import {\n  to = aws_security_group.${n.replace('-', '_')}\n  id = "${id}"\n}`).join('\n\n');
    kids.push(llm('response', { input: [] }, [{ type: 'message', content: 'No NextToken on the third page: 5 groups in total. Writing imports.tf.' }, { type: 'function_call', name: 'apply_patch', arguments: JSON.stringify({ input: `*** Begin Patch\n*** Add File: imports.tf\n+${hcl.split('\n').join('\n+')}\n*** End Patch` }) }]));
    kids.push(tool('apply_patch', { file: 'imports.tf' }, JSON.stringify({ output: 'Success. Updated the following files:\nA imports.tf', metadata: { exit_code: 0 } })));
    kids.push(llm('response', { input: [] }, [{ type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: ['terraform', 'plan', '-generate-config-out=generated_sg.tf', '-no-color'] }) }]));
    kids.push(tool('shell', {}, JSON.stringify({ output: `aws_security_group.payments_api: Preparing import... [id=${all[0][0]}]\n...\nPlan: 5 to import, 0 to add, 0 to change, 0 to destroy.`, metadata: { exit_code: 0, duration_seconds: 11.4 } })));
    kids.push(llm('response', { input: [] }, [{ type: 'message', content: 'imports.tf and generated_sg.tf added; plan shows 5 to import and nothing to destroy.' }]));
    return agent('codex', { model: 'gpt-4.1' }, { status: 'completed' }, kids);
  },
},
];
