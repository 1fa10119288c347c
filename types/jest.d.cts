// The same augmentation for CommonJS consumers (the `require` condition).
/// <reference path="./jest.d.ts" />
export {}
