import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the fake judge received. */
export interface ReceivedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** The parsed JSON body (or the raw text when it was not JSON). */
  body: any
}

/** What a handler does with a request: reply, or take over the raw response. */
export type JudgeHandler = (request: ReceivedRequest, response: ServerResponse, index: number) => void | Promise<void>

/** A judge server on 127.0.0.1 with a random free port; every request is recorded. */
export interface FakeJudgeServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  requests: ReceivedRequest[]
  close(): Promise<void>
}

/**
 * Starts an HTTP server on 127.0.0.1 (port 0, so the OS picks a free one)
 * that hands each request to `handler`. Both judge protocols are spoken by
 * the handlers in the tests, through `sendJson` and the reply builders below.
 */
export async function startJudgeServer(handler: JudgeHandler): Promise<FakeJudgeServer> {
  const requests: ReceivedRequest[] = []
  const sockets = new Set<import('node:net').Socket>()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // keep the raw text
      }
      const request: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      requests.push(request)
      Promise.resolve(handler(request, res, requests.length - 1)).catch((error: unknown) => {
        res.statusCode = 599
        res.end(String(error))
      })
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Replies with JSON and a status. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers })
  response.end(text)
}

/** Sends the first half of a JSON reply, then cuts the connection. */
export function sendTruncated(response: ServerResponse, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  response.write(text.slice(0, Math.floor(text.length / 2)))
  setTimeout(() => response.socket?.destroy(), 10)
}

/**
 * A System One reply answering every question in the request: `noul` from
 * `noul(id)`, scores at `level`, choices with the first label.
 */
export function jevReplyFor(
  body: any,
  options: { noul?: (id: string) => number; level?: number; inputTokens?: number; model?: string } = {},
): Record<string, unknown> {
  const answers: Record<string, unknown> = {}
  for (const [id, question] of Object.entries<any>(body.questions)) {
    if (question.type === 'noul') answers[id] = { type: 'noul', noul: options.noul?.(id) ?? 0.5 }
    else if (question.type === 'score') {
      const level = options.level ?? 0
      const probabilities: Record<string, number> = {}
      question.criteria.forEach((_: unknown, i: number) => (probabilities[String(i)] = i === level ? 1 : 0))
      answers[id] = { type: 'score', score: level, confidence: 0.9, probabilities }
    } else {
      const labels = Object.keys(question.criteria)
      answers[id] = { type: 'choice', choice: labels[0], confidence: 0.9, probabilities: Object.fromEntries(labels.map((l, i) => [l, i === 0 ? 1 : 0])) }
    }
  }
  return { model: options.model ?? 'jev-1.13.0', answers, usage: { input_tokens: options.inputTokens ?? 1000 } }
}

/** An OpenAI chat completion whose message is `content`. */
export function chatReply(content: string, usage = { prompt_tokens: 1200, completion_tokens: 80 }, finishReason = 'stop'): Record<string, unknown> {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    model: 'judge-model-2026',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  }
}

/** The question ids an OpenAI-style request asked about (read back from the prompt). */
export function askedIds(body: any): string[] {
  const user = body.messages.find((m: any) => m.role === 'user').content as string
  return [...user.matchAll(/^- "([^"]+)" \((?:yes\/no|choice|scale)/gm)].map((m) => m[1]!)
}
