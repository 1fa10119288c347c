// families.mjs - loads the family modules fN_<name>.mjs of this folder, ordered by N.
// Each module exports FAMILY (name), LOOP (bool), STAGNATION (true | false | 'per-row')
// and ROWS: six { n, domain, style, stagnation, isolates, build(ctx) } scenarios.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here)
  .filter((f) => /^f\d+_[a-z0-9_]+\.mjs$/.test(f))
  .sort((a, b) => parseInt(a.slice(1), 10) - parseInt(b.slice(1), 10));

export const FAMILIES = [];
for (const f of files) {
  const m = await import(pathToFileURL(join(here, f)).href);
  FAMILIES.push({ file: f, ...m });
}
