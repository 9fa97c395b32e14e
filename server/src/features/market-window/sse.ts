/**
 * Server-sent events: framing and the set of connected streams of this instance.
 * Frames follow the WHATWG EventSource format: `event:` / `data:` lines ended by a blank line, comment
 * lines (`: ...`) as keep-alives.
 */
import type { ServerResponse } from 'node:http';

export interface SseMessage {
  event?: string;
  /** Serialised with JSON.stringify unless it already is a string. */
  data: unknown;
  id?: string;
  /** Reconnection delay the client should use, in milliseconds. */
  retry?: number;
}

const noNewlines = (value: string, field: string): string => {
  if (/[\r\n]/.test(value)) throw new RangeError(`SSE ${field} must not contain line breaks`);
  return value;
};

/** One SSE frame. Multi-line data becomes several `data:` lines, so the client gets it back intact. */
export function formatSse(message: SseMessage): string {
  let frame = '';
  if (message.retry !== undefined) frame += `retry: ${Math.max(0, Math.trunc(message.retry))}\n`;
  if (message.id !== undefined) frame += `id: ${noNewlines(message.id, 'id')}\n`;
  if (message.event !== undefined) frame += `event: ${noNewlines(message.event, 'event')}\n`;
  const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data);
  for (const line of data.split(/\r\n|\r|\n/)) frame += `data: ${line}\n`;
  return `${frame}\n`;
}

/** A comment frame; EventSource ignores it, proxies see traffic. */
export function formatSseComment(text: string): string {
  return `: ${noNewlines(text, 'comment')}\n\n`;
}

/** Parses a stream of SSE text into events (used by tests and the bench; ignores comments). */
export function parseSse(text: string): { event: string; data: string; id?: string }[] {
  const events: { event: string; data: string; id?: string }[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    let hasData = false;
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') {
        data.push(value);
        hasData = true;
      }
    }
    if (hasData)
      events.push(id === undefined ? { event, data: data.join('\n') } : { event, data: data.join('\n'), id });
  }
  return events;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // Tells nginx-style proxies not to buffer the stream.
  'x-accel-buffering': 'no',
} as const;

/** A stream whose unsent buffer grows beyond this is a stuck client and gets disconnected. */
const MAX_BUFFERED_BYTES = 1 << 20;

interface Client {
  res: ServerResponse;
  /** Who the stream belongs to (e.g. `account:acc-suedoel`), for events meant for some streams only. */
  tags: ReadonlySet<string>;
  keepAlive: NodeJS.Timeout;
  maxAge: NodeJS.Timeout | undefined;
}

/** The open event streams of this instance. */
export class SseHub {
  private readonly clients = new Set<Client>();

  /**
   * @param keepAliveMs interval of the keep-alive comment
   * @param maxStreamMs a stream is ended after this long; the browser's EventSource reconnects after the
   *   `retry` delay and passes the session check again, so a logged-out or blocked user's stream ends
   *   within this time. 0 = unlimited.
   */
  constructor(
    private readonly keepAliveMs = 15_000,
    private readonly maxStreamMs = 5 * 60_000,
  ) {}

  get size(): number {
    return this.clients.size;
  }

  /**
   * Adopts an HTTP response whose headers were already written: sends keep-alive comments, removes the
   * client when the connection closes. Returns a function that ends the stream.
   */
  add(res: ServerResponse, tags: readonly string[] = []): () => void {
    const end = () => {
      this.remove(client);
      if (!res.writableEnded) res.end();
    };
    const client: Client = {
      res,
      tags: new Set(tags),
      keepAlive: setInterval(() => this.write(client, formatSseComment('keep-alive')), this.keepAliveMs),
      maxAge: this.maxStreamMs > 0 ? setTimeout(end, this.maxStreamMs) : undefined,
    };
    client.keepAlive.unref();
    client.maxAge?.unref();
    this.clients.add(client);
    const drop = () => this.remove(client);
    res.once('close', drop);
    res.once('error', drop);
    return end;
  }

  /** Sends one event to every open stream. */
  broadcast(message: SseMessage): void {
    if (this.clients.size === 0) return;
    const frame = formatSse(message);
    for (const client of this.clients) this.write(client, frame);
  }

  /** Whether an open stream carries `tag`. */
  has(tag: string): boolean {
    for (const client of this.clients) if (client.tags.has(tag)) return true;
    return false;
  }

  /** Sends one event to the open streams carrying `tag`. */
  sendTo(tag: string, message: SseMessage): void {
    let frame: string | undefined;
    for (const client of this.clients) {
      if (!client.tags.has(tag)) continue;
      frame ??= formatSse(message);
      this.write(client, frame);
    }
  }

  /** Ends every stream (server shutdown). */
  closeAll(): void {
    for (const client of [...this.clients]) {
      this.remove(client);
      if (!client.res.writableEnded) client.res.end();
    }
  }

  private write(client: Client, frame: string): void {
    const { res } = client;
    if (res.writableEnded || res.destroyed) {
      this.remove(client);
      return;
    }
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      this.remove(client);
      res.destroy();
      return;
    }
    res.write(frame);
  }

  private remove(client: Client): void {
    clearInterval(client.keepAlive);
    clearTimeout(client.maxAge);
    this.clients.delete(client);
  }
}
