import { stringAttr } from './attributes.js'
import type { OtelSpanRecord } from './record.js'

/**
 * The error a span ended with: its status message when the status is ERROR
 * (code 2), else the message of an `exception` event, else `undefined`.
 *
 * @example
 * statusError({ ...record, statusCode: 2, statusMessage: 'timeout' }) // 'timeout'
 */
export function statusError(record: OtelSpanRecord): string | undefined {
  const exception = record.events.find((event) => event.name === 'exception')
  const exceptionMessage =
    exception === undefined ? undefined : (stringAttr(exception.attributes, 'exception.message') ?? stringAttr(exception.attributes, 'exception.type'))
  if (record.statusCode === 2) return record.statusMessage || exceptionMessage || 'error'
  return exceptionMessage
}
