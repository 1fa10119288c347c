// The run-time loop guard: everything public in src/guard.

export { createLoopGuard, DEFAULT_RUN_ID } from './guard.js'
export type { LoopGuard, GuardToolCall, GuardToolResult } from './guard.js'
export type { LoopGuardOptions, GuardVerdict, GuardStatus, GuardEvent, GuardEventType } from './types.js'
export { guardEventOf, recommendationOf } from './events.js'
