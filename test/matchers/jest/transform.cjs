// Jest transform for the matcher corpus: TypeScript to CommonJS with the
// compiler the project already uses (type-only syntax is dropped, nothing is
// type-checked here: `npm run typecheck` does that). Source maps go back to
// Jest, so failures and inline snapshots point at the .ts lines.
const { createHash } = require('node:crypto')
const ts = require('typescript')

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  sourceMap: true,
  inlineSources: true,
}

module.exports = {
  process(source, filename) {
    const { outputText, sourceMapText } = ts.transpileModule(source, { fileName: filename, compilerOptions })
    return { code: outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: sourceMapText }
  },
  getCacheKey(source, filename, options) {
    return createHash('sha256')
      .update(ts.version)
      .update(JSON.stringify(compilerOptions))
      .update(filename)
      .update(source)
      .update(options.configString)
      .digest('hex')
  },
}
