import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SseHub, formatSse, formatSseComment, parseSse } from '../src/features/market-window/sse.js';

/** A writable that records what was written and behaves like a response for the hub. */
function fakeResponse() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const res = stream as unknown as ServerResponse;
  return {
    res,
    text: () => text,
    close: () => stream.destroy(),
  };
}

describe('SSE framing', () => {
  it('frames an event with JSON data and a blank line', () => {
    expect(formatSse({ event: 'prices', data: [{ symbol: 'EUR/USD', price: '1.0832' }] })).toBe(
      'event: prices\ndata: [{"symbol":"EUR/USD","price":"1.0832"}]\n\n',
    );
  });

  it('splits multi-line data into several data lines and puts retry and id first', () => {
    expect(formatSse({ retry: 5000, id: '7', event: 'note', data: 'a\nb\r\nc' })).toBe(
      'retry: 5000\nid: 7\nevent: note\ndata: a\ndata: b\ndata: c\n\n',
    );
  });

  it('rejects line breaks in event names (they would forge frames)', () => {
    expect(() => formatSse({ event: 'x\ndata: y', data: 1 })).toThrow(RangeError);
  });

  it('round-trips through the parser, comments ignored', () => {
    const text =
      formatSseComment('keep-alive') +
      formatSse({ event: 'marketWindow', data: { expires: '2026-11-22T09:15:00.000Z' } }) +
      formatSse({ data: 'x\ny' });
    expect(parseSse(text)).toEqual([
      { event: 'marketWindow', data: '{"expires":"2026-11-22T09:15:00.000Z"}' },
      { event: 'message', data: 'x\ny' },
    ]);
  });
});

describe('SSE hub', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('broadcasts to every open stream and sends a keep-alive comment every 15 s', async () => {
    vi.useFakeTimers();
    const hub = new SseHub();
    const a = fakeResponse();
    const b = fakeResponse();
    hub.add(a.res);
    hub.add(b.res);
    hub.broadcast({ event: 'prices', data: [] });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(a.text()).toBe('event: prices\ndata: []\n\n');
    await vi.advanceTimersByTimeAsync(1);
    expect(a.text()).toBe('event: prices\ndata: []\n\n: keep-alive\n\n');
    expect(b.text()).toBe(a.text());
    hub.closeAll();
  });

  it('forgets a client whose connection closed, and closeAll ends the others', async () => {
    const hub = new SseHub();
    const a = fakeResponse();
    const b = fakeResponse();
    hub.add(a.res);
    hub.add(b.res);
    a.close();
    await new Promise((r) => setImmediate(r));
    expect(hub.size).toBe(1);
    hub.broadcast({ event: 'prices', data: [] });
    expect(b.text()).toContain('event: prices');
    hub.closeAll();
    expect(hub.size).toBe(0);
    expect(b.res.writableEnded).toBe(true);
  });

  it('ends a stream after its maximum age so the client reconnects through the session check', async () => {
    vi.useFakeTimers();
    const hub = new SseHub(15_000, 60_000);
    const a = fakeResponse();
    hub.add(a.res);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(a.res.writableEnded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.res.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
  });
});
