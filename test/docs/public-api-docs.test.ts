import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The team's rule: every public export carries JSDoc, and every exported
// value (function, class, constant) shows an @example. Checked on the
// entries users import, through the compiler's own view of the exports.
const ENTRIES = ['src/index.ts', 'src/judge/index.ts', 'src/cli/config/define.ts', 'matchers/index.ts', 'matchers/serializer.ts']

function undocumented(entry: string): { missingDoc: string[]; missingExample: string[] } {
  const file = path.resolve(__dirname, '../..', entry)
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)!
  const moduleSymbol = checker.getSymbolAtLocation(source)!
  const missingDoc: string[] = []
  const missingExample: string[] = []
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    const docs = symbol.getDocumentationComment(checker)
    const tags = symbol.getJsDocTags(checker)
    const isValue = (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class | ts.SymbolFlags.Variable)) !== 0
    if (docs.length === 0 && tags.length === 0) missingDoc.push(exported.name)
    else if (isValue && !tags.some((tag) => tag.name === 'example')) missingExample.push(exported.name)
  }
  return { missingDoc, missingExample }
}

describe('public API documentation', () => {
  it.each(ENTRIES)('%s: every export has JSDoc and every exported value an @example', (entry) => {
    expect(undocumented(entry)).toEqual({ missingDoc: [], missingExample: [] })
  })
})
