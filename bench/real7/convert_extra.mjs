// Extra source(s), imported by convert.mjs.
import fs from 'node:fs';
import path from 'node:path';

export default function ({ RAW, llm, tool, cut }) {
  const out = [];
  // ------------------------------------------------------------ 4. MopenHands (OpenHands, Claude-3.5-Sonnet Oct) Multi-SWE-bench runs
  {
    const SRC_REPO = 'keiryan/trajectories';
    const COMMIT = '82e440a66b24d544f6df069324a773a405eced72';
    const dir = path.join(RAW, 'mopenhands');
    const paths = Object.fromEntries(
      fs.readFileSync(path.join(dir, 'paths.tsv'), 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')),
    );
    for (const id of Object.keys(paths)) {
      const msgs = JSON.parse(fs.readFileSync(path.join(dir, id + '.json'), 'utf8')).messages;
      const text = (m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
      const firstUser = msgs.find((m) => m.role === 'user');
      let goal = text(firstUser);
      const k = goal.indexOf('--------------------- END OF EXAMPLE ---------------------');
      if (k >= 0) goal = goal.slice(k + 58).trim();
      const children = [];
      let seenFirstUser = false;
      for (let i = 0; i < msgs.length; i++) {
        const m = msgs[i];
        if (m.role === 'system') continue;
        if (m.role === 'user' && !seenFirstUser) { seenFirstUser = true; continue; }
        if (m.role === 'assistant') {
          const c = text(m);
          children.push(llm(c));
          const calls = [...c.matchAll(/<function=(\w+)>([\s\S]*?)<\/function>/g)];
          for (const call of calls) {
            const params = {};
            for (const p of call[2].matchAll(/<parameter=(\w+)>([\s\S]*?)<\/parameter>/g)) params[p[1]] = p[2].replace(/^\n/, '').replace(/\n$/, '');
            const next = msgs[i + 1];
            let obs = null;
            if (next && next.role === 'user' && /^EXECUTION RESULT of \[/.test(text(next))) { obs = text(next); i++; }
            const err = obs && /(ERROR:|Traceback|exit code [1-9]|No replacement was performed)/.test(obs.slice(0, 600))
              ? obs.split('\n').slice(0, 3).join('\n') : undefined;
            children.push(tool(call[1], params, obs, err));
          }
          continue;
        }
        if (m.role === 'user') children.push(tool('user', null, text(m)));
      }
      out.push({
        trace_id: `mopenhands-${id}`,
        source: `${SRC_REPO}@${COMMIT}:${paths[id]}`,
        outcome: 'unknown',
        goal: cut(goal),
        root: { type: 'agent', name: 'MopenHands CodeActAgent (Claude-3.5-Sonnet Oct)', input: cut(goal), output: null, children },
      });
    }
  }
  return out;
}
