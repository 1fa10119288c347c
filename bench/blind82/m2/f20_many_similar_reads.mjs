import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'many_similar_reads';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Claude Code reads seven LuaRocks rockspec files one after another (same Read tool, same layout, different versions and deps), then writes a compatibility table and fixes the one bad rockspec.',
  goal: 'lua-msgpack-ng: audit every rockspec in rockspecs/ for the Lua version constraint and fix any that still allow Lua 5.1 after the 5.1 drop.',
  build: (N) => {
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const specs = [['1.0.0-1', '>= 5.1, < 5.5', 'lua-compat53'], ['1.1.0-1', '>= 5.1, < 5.5', 'lua-compat53'], ['1.2.0-1', '>= 5.2, < 5.5', null], ['1.2.1-1', '>= 5.2, < 5.5', null], ['2.0.0-1', '>= 5.3, < 5.5', null], ['2.0.1-1', '>= 5.1, < 5.5', null], ['scm-1', '>= 5.3', null]];
    const kids = [
      llm('assistant', [], [tu('Glob', { pattern: 'rockspecs/*.rockspec' })]),
      tool('Glob', { pattern: 'rockspecs/*.rockspec' }, specs.map(([v]) => `/home/ro/lua-msgpack-ng/rockspecs/msgpack-ng-${v}.rockspec`).join('\n')),
    ];
    for (const [v, lua, extra] of specs) {
      const p = `/home/ro/lua-msgpack-ng/rockspecs/msgpack-ng-${v}.rockspec`;
      kids.push(llm('assistant', [], [tu('Read', { file_path: p })]));
      kids.push(tool('Read', { file_path: p }, `     1\tpackage = "msgpack-ng"\n     2\tversion = "${v}"\n     3\tsource = {\n     4\t   url = "git+https://github.com/msgpack-ng/lua-msgpack-ng.git",\n     5\t   ${v === 'scm-1' ? 'branch = "main"' : `tag = "v${v.split('-')[0]}"`}\n     6\t}\n     7\tdependencies = {\n     8\t   "lua ${lua}",${extra ? `\n     9\t   "${extra} >= 0.10",` : ''}\n    ${extra ? 10 : 9}\t}\n`));
    }
    kids.push(llm('assistant', [], [{ type: 'text', text: 'Constraints:\n| rockspec | lua |\n|---|---|\n| 1.0.0-1 | >= 5.1 (compat53) |\n| 1.1.0-1 | >= 5.1 (compat53) |\n| 1.2.0-1 | >= 5.2 |\n| 1.2.1-1 | >= 5.2 |\n| 2.0.0-1 | >= 5.3 |\n| 2.0.1-1 | >= 5.1 ← wrong, 2.x dropped 5.1/5.2 |\n| scm-1 | >= 5.3 |\n\nOld 1.x specs are historical and correct for their releases. Only 2.0.1-1 regressed; fix it.' }, tu('Edit', { file_path: '/home/ro/lua-msgpack-ng/rockspecs/msgpack-ng-2.0.1-1.rockspec', old_string: '"lua >= 5.1, < 5.5"', new_string: '"lua >= 5.3, < 5.5"' })]));
    kids.push(tool('Edit', {}, 'The file /home/ro/lua-msgpack-ng/rockspecs/msgpack-ng-2.0.1-1.rockspec has been updated.'));
    kids.push(llm('assistant', [], [tu('Bash', { command: 'luarocks lint rockspecs/msgpack-ng-2.0.1-1.rockspec && echo LINT_OK' })]));
    kids.push(tool('Bash', {}, { stdout: 'LINT_OK', stderr: '', exit_code: 0 }));
    kids.push(llm('assistant', [], [{ type: 'text', text: 'Audited 7 rockspecs; only msgpack-ng-2.0.1-1 still allowed Lua 5.1 and now requires >= 5.3. Lint passes.' }]));
    return agent('claude-code', { cwd: '/home/ro/lua-msgpack-ng', session_id: N.uuid() }, { subtype: 'success' }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'SWE-agent opens six Haskell modules in turn with the same `open` command and identical header template, each showing different instance code, then edits the one orphan instance and the build passes.',
  goal: 'hs-geojson-lite: GHC 9.8 warns about an orphan ToJSON instance (-Worphans) that breaks -Werror; move it to the type\'s module.',
  build: (N) => {
    const mods = [
      ['src/GeoJson/Types.hs', '1:module GeoJson.Types (Geometry(..), Feature(..), Position) where\n...\n14:data Geometry = Point Position | LineString [Position] | Polygon [[Position]]', 88],
      ['src/GeoJson/Encode.hs', '1:module GeoJson.Encode (encodeFeature) where\n...\n9:encodeFeature :: Feature -> Value\n10:encodeFeature f = object ["type" .= ("Feature" :: Text), "geometry" .= geometry f]', 41],
      ['src/GeoJson/Decode.hs', '1:module GeoJson.Decode () where\n...\n12:instance FromJSON Geometry where\n13:  parseJSON = withObject "Geometry" $ \\o -> do', 76],
      ['src/GeoJson/Instances.hs', '1:{-# OPTIONS_GHC -Wno-orphans #-}\n2:module GeoJson.Instances () where\n...\n8:instance ToJSON Geometry where\n9:  toJSON (Point p) = object ["type" .= ("Point" :: Text), "coordinates" .= p]', 33],
      ['src/GeoJson/BBox.hs', '1:module GeoJson.BBox (bbox) where\n...\n7:bbox :: Geometry -> Maybe (Position, Position)', 29],
      ['src/GeoJson/Validate.hs', '1:module GeoJson.Validate (validate, ValidationError(..)) where\n...\n22:instance ToJSON ValidationError where', 64],
    ];
    const kids = [];
    mods.forEach(([f, body, n], i) => {
      kids.push(llm('model.query', [], `DISCUSSION\n${i === 0 ? 'Start with Types.hs to see where Geometry is defined.' : i === 2 ? 'Encode.hs has no instances. Decode.hs next; FromJSON Geometry lives there — also orphan?' : i === 3 ? 'Decode.hs has FromJSON Geometry but the module imports Types, and GHC did not warn about it because -Wno-orphans is not set there... check Instances.hs.' : i === 4 ? 'Instances.hs has ToJSON Geometry with -Wno-orphans, but the CI flag -Werror=orphans overrides that pragma? Keep checking the rest for other instances.' : i === 5 ? 'BBox is plain functions. Last, Validate.hs.' : 'Geometry is defined in Types.hs. Now the encoder.'}\n\`\`\`\nopen ${f}\n\`\`\``));
      kids.push(tool('open', { path: f }, `[File: /repo/${f} (${n} lines total)]\n${body}\n(${n - 14} more lines below)`));
    });
    kids.push(llm('model.query', [], 'DISCUSSION\nValidationError is defined in Validate.hs itself, so that instance is fine. Two orphans on Geometry: ToJSON in Instances.hs and FromJSON in Decode.hs. Both belong next to the type. Move both instances into Types.hs and delete Instances.hs from the cabal file.\n```\nbash scripts/move_instances.sh && sed -i "/GeoJson.Instances/d" geojson-lite.cabal && cabal build --ghc-options=-Werror 2>&1 | tail -2\n```'));
    kids.push(tool('bash', { command: 'bash scripts/move_instances.sh && ... && cabal build --ghc-options=-Werror 2>&1 | tail -2' }, `[6 of 6] Compiling GeoJson.Validate ( src/GeoJson/Validate.hs, dist-newstyle/build/x86_64-linux/ghc-9.8.2/geojson-lite-0.2.0/build/GeoJson/Validate.o )\n(took ${N.dur(3, 9)}s)`));
    kids.push(llm('model.query', [], 'DISCUSSION\nBuild with -Werror succeeds. Submit.\n```\nsubmit\n```'));
    kids.push(tool('submit', {}, 'submitted'));
    return agent('swe-agent', { instance_id: 'hs-geojson-lite-19' }, { exit_status: 'submitted' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'Aider-with-/run style session reading eight Xcode crash logs (.ips) of a Swift app in a loop; each has the same JSON template but a different device, OS and top frame; the summary groups them and a fix is applied.',
  goal: 'TideLog (Swift iOS app): triage the crash logs in Crashes/ from TestFlight build 412 and fix the most common crash.',
  build: (N) => {
    const logs = [
      ['iPhone15,2', '17.5.1', 'TideChartView.layoutSubviews() + 212', 'EXC_BREAKPOINT'],
      ['iPhone14,5', '17.4', 'TideChartView.layoutSubviews() + 212', 'EXC_BREAKPOINT'],
      ['iPhone12,1', '16.7.8', 'StationStore.load(from:) + 96', 'EXC_BAD_ACCESS'],
      ['iPad13,4', '17.5.1', 'TideChartView.layoutSubviews() + 212', 'EXC_BREAKPOINT'],
      ['iPhone16,1', '17.5', 'NotificationScheduler.reschedule() + 440', 'EXC_CRASH (SIGABRT)'],
      ['iPhone15,3', '17.5.1', 'TideChartView.layoutSubviews() + 212', 'EXC_BREAKPOINT'],
      ['iPhone13,2', '17.3.1', 'TideChartView.layoutSubviews() + 212', 'EXC_BREAKPOINT'],
      ['iPhone14,7', '17.5.1', 'StationStore.load(from:) + 96', 'EXC_BAD_ACCESS'],
    ];
    const kids = [];
    logs.forEach(([dev, os, frame, exc], i) => {
      const f = `Crashes/TideLog-2025-0${N.int(4, 6)}-${String(N.int(10, 28))}-${N.int(100000, 235959)}.ips`;
      kids.push(tool('run', { cmd: `jq -r '[.modelCode, .osVersion.train, .exception.type, (.threads[] | select(.triggered) | .frames[0].symbol)] | @tsv' ${f}` }, `${dev}\tiOS ${os}\t${exc}\t${frame}\n(incident ${N.uuid().toUpperCase()}, captured ${f.slice(16, 26)}T${N.clock()}Z)`));
    });
    kids.unshift(llm('aider.send', { messages: [{ role: 'user', content: '/run for f in Crashes/*.ips; do jq ... "$f"; done' }] }, 'I will summarise each crash log with jq so we can group them by top frame.'));
    kids.push(llm('aider.send', { messages: [] }, 'Grouped by top frame across the 8 logs:\n- TideChartView.layoutSubviews() + 212 (EXC_BREAKPOINT): 5 crashes, iOS 17.3–17.5.1, iPhone and iPad\n- StationStore.load(from:) + 96 (EXC_BAD_ACCESS): 2 crashes\n- NotificationScheduler.reschedule() + 440 (SIGABRT): 1 crash\n\nEXC_BREAKPOINT in layoutSubviews is a Swift trap; the likely cause is the force-unwrapped `points.max()!` when a station has no predictions. Guard it:\n\nTideLog/Views/TideChartView.swift\n```swift\n<<<<<<< SEARCH\n        let top = points.max()!\n=======\n        guard let top = points.max() else { emptyLabel.isHidden = false; return }\n>>>>>>> REPLACE\n```'));
    kids.push(tool('apply_edit', { path: 'TideLog/Views/TideChartView.swift' }, `Applied edit to TideLog/Views/TideChartView.swift\nCommit ${N.short()} fix: guard empty predictions in TideChartView`));
    kids.push(tool('run', { cmd: 'xcodebuild test -scheme TideLog -destination "platform=iOS Simulator,name=iPhone 15" -only-testing:TideLogTests/TideChartViewTests | xcpretty' }, `▸ Test Succeeded\n  TideChartViewTests\n    ✓ testEmptyPredictionsShowsLabel (0.0${N.int(10, 99)} seconds)\n    ✓ testLayoutWithPoints (0.0${N.int(10, 99)} seconds)\n\t Executed 6 tests, with 0 failures (0 unexpected) in ${N.dur(0.2, 1)} seconds`));
    kids.push(llm('aider.send', { messages: [] }, 'The most common crash (5 of 8) is fixed and covered by a new empty-predictions test. StationStore.load (2) and NotificationScheduler (1) remain for follow-up.'));
    return agent('aider', { model: 'gpt-4o', edit_format: 'diff' }, { result: 'done' }, kids);
  },
},
];
