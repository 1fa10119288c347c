// Writes rows.jsonl deterministically (no clock reads, no Math.random) and validates it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildAll } from './families.mjs';
import { validateBuilt } from './validate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const built = buildAll();
const problems = validateBuilt(built);
if (problems.length) {
  console.error(`validation failed (${problems.length}):\n` + problems.map((p) => ' - ' + p).join('\n'));
  process.exit(1);
}
const lines = built.map((b) => JSON.stringify(b.row));
writeFileSync(join(here, 'rows.jsonl'), lines.join('\n') + '\n');
console.log(`wrote ${lines.length} rows to rows.jsonl (validated)`);
