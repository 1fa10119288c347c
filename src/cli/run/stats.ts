/** What a run cost, for `--stats` and the benchmark. */
export interface RunStats {
  traces: number
  /** Worker threads (0: scored on the main thread). */
  threads: number
  wallMs: number
  userCpuMs: number
  systemCpuMs: number
  /** CPU time over wall time: about the number of cores kept busy. */
  cores: number
  tracesPerSecond: number
  /** Peak resident memory of the whole process, worker threads included. */
  maxRssMb: number
  /**
   * How busy each thread's event loop was, 0 to 1: the main thread first,
   * then each worker. Near 1 for every thread means none waited on another.
   */
  busy: number[]
}

/**
 * This process's resource use since it started, start-up included (so the
 * figures are what a user waits for): CPU time of all threads, peak RSS.
 *
 * @example
 * runStats(1000, 2, scorer.utilization()).tracesPerSecond
 */
export function runStats(traces: number, threads: number, workerUtilization: readonly number[] = []): RunStats {
  const usage = process.resourceUsage()
  // performance.now() counts from the process's start.
  const wallMs = Math.max(1, performance.now())
  const userCpuMs = usage.userCPUTime / 1000
  const systemCpuMs = usage.systemCPUTime / 1000
  return {
    traces,
    threads,
    wallMs: Math.round(wallMs),
    userCpuMs: Math.round(userCpuMs),
    systemCpuMs: Math.round(systemCpuMs),
    cores: Math.round(((userCpuMs + systemCpuMs) / wallMs) * 100) / 100,
    tracesPerSecond: Math.round((traces * 1000) / wallMs),
    maxRssMb: Math.round(usage.maxRSS / 1024),
    busy: [performance.eventLoopUtilization().utilization, ...workerUtilization].map((u) => Math.round(u * 100) / 100),
  }
}
