import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The team's documentation rule, applied to the CLI's modules: every export
// has JSDoc and every exported value (function, class, constant) an @example.
const CLI_DIR = path.resolve(__dirname, '../../src/cli')

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? modules(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  )
}

const files = modules(CLI_DIR)
const program = ts.createProgram(files, {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  resolveJsonModule: true,
})
const checker = program.getTypeChecker()

describe('CLI module documentation', () => {
  it.each(files.map((file) => [path.relative(CLI_DIR, file), file]))('%s', (_name, file) => {
    const source = program.getSourceFile(file)!
    const moduleSymbol = checker.getSymbolAtLocation(source)
    const missing: string[] = []
    for (const exported of moduleSymbol === undefined ? [] : checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const documented = symbol.getDocumentationComment(checker).length > 0 || symbol.getJsDocTags(checker).length > 0
      const isValue = (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class | ts.SymbolFlags.Variable)) !== 0
      if (!documented) missing.push(`${exported.name}: no JSDoc`)
      else if (isValue && !symbol.getJsDocTags(checker).some((tag) => tag.name === 'example')) missing.push(`${exported.name}: no @example`)
    }
    expect(missing).toEqual([])
  })
})
