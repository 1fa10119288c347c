// The same augmentation for CommonJS consumers (the `require` condition).
/// <reference path="./vitest.d.ts" />
export {}
