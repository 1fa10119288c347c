import { once } from 'node:events'
import { createWriteStream } from 'node:fs'

/** Where a format's text goes, with the writer's backpressure respected. */
export interface Sink {
  write(text: string): Promise<void>
  close(): Promise<void>
}

/**
 * Writes to a stream, waiting for it to drain when its buffer is full, so a
 * slow reader (a pipe, a terminal) slows the run down instead of filling
 * memory.
 *
 * @example
 * const out = streamSink(process.stdout)
 * await out.write('hello\n')
 */
export function streamSink(stream: NodeJS.WritableStream, options: { beforeWrite?: () => void; end?: boolean } = {}): Sink {
  return {
    async write(text) {
      if (text === '') return
      options.beforeWrite?.()
      if (!stream.write(text)) await once(stream, 'drain')
    },
    async close() {
      if (options.end === true) {
        stream.end()
        await once(stream, 'finish')
      }
    },
  }
}

/**
 * A sink that writes a file (created or truncated).
 *
 * @example
 * const out = await fileSink('loopcheck-junit.xml')
 */
export async function fileSink(path: string): Promise<Sink> {
  const stream = createWriteStream(path)
  await once(stream, 'open')
  return streamSink(stream, { end: true })
}
