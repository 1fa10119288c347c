/**
 * A number that Python would hold as a `float` although its value is
 * integral (`1.0`, `1e5`). Produced only by {@link pyJsonLoads}, which reads
 * JSON strings found inside traces the way Python's `json.loads` does, so
 * that `str()` of the result prints `1.0` like the reference.
 */
export class PyFloat {
  constructor(readonly value: number) {}
}

/**
 * The values Python's `json.loads` produces, mirrored in JavaScript:
 * dicts are `Map`s (Python keeps key order exactly; a JavaScript object would
 * move integer-like keys first), big integers are `bigint`s and floats that
 * JavaScript cannot tell from integers are {@link PyFloat}s.
 */
export type PyJsonValue = null | boolean | number | bigint | string | PyFloat | PyJsonValue[] | Map<string, PyJsonValue>
