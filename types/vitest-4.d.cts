// The same augmentation for CommonJS consumers (the `require` condition).
/// <reference path="./vitest-4.d.ts" />
export {}
