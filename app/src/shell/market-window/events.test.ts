import { describe, expect, it, vi } from 'vitest';
import { subscribeToEvents } from './events';

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(
    public url: string,
    public init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

function fakeTimer() {
  return { adopt: vi.fn(() => true), updatePrices: vi.fn(), offersChanged: vi.fn() };
}

describe('subscribeToEvents', () => {
  it('offers marketWindow events to the timer and passes price ticks on', () => {
    const timer = fakeTimer();
    const stop = subscribeToEvents(timer, {
      EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/events');
    const w = { prices: [], currentTime: 'x', created: 'x', expires: 'x' };
    source.emit('marketWindow', JSON.stringify(w));
    expect(timer.adopt).toHaveBeenCalledWith(w);
    source.emit('prices', JSON.stringify([{ symbol: 'ICE/GAS/M00' }]));
    expect(timer.updatePrices).toHaveBeenCalledWith([{ symbol: 'ICE/GAS/M00' }]);
    source.emit('offers', JSON.stringify({ sellerId: 'acc-suedoel' }));
    expect(timer.offersChanged).toHaveBeenCalledTimes(1);
    source.emit('marketWindow', 'not json');
    expect(timer.adopt).toHaveBeenCalledTimes(1);
    stop();
    expect(source.closed).toBe(true);
    source.emit('marketWindow', JSON.stringify(w));
    expect(timer.adopt).toHaveBeenCalledTimes(1);
  });

  it('[L5] passes a seller’s open-orders count on; a malformed one is dropped', () => {
    const onOpenOrders = vi.fn();
    const onOpen = vi.fn();
    const stop = subscribeToEvents(fakeTimer(), {
      EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
      onOpenOrders,
      onOpen,
    });
    const source = FakeEventSource.last!;
    source.dispatchEvent(new Event('open'));
    source.emit('orders', JSON.stringify({ count: 5 }));
    source.emit('orders', JSON.stringify({ count: 'five' }));
    source.emit('orders', 'not json');
    expect(onOpenOrders.mock.calls).toEqual([[5]]);
    // Each (re)opening of the stream is said, so what was missed meanwhile is read anew.
    expect(onOpen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('[PA1] passes a triggered price alert on; a malformed one is dropped', () => {
    const onPriceAlert = vi.fn();
    const stop = subscribeToEvents(fakeTimer(), {
      EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
      onPriceAlert,
    });
    const source = FakeEventSource.last!;
    const alert = { id: 'pa-1', status: 'TRIGGERED', triggeredPrice: '89.9900' };
    source.emit('priceAlert', JSON.stringify(alert));
    source.emit('priceAlert', JSON.stringify({ status: 'TRIGGERED' }));
    source.emit('priceAlert', 'not json');
    expect(onPriceAlert.mock.calls).toEqual([[alert]]);
    stop();
  });

  it('degrades silently without EventSource', () => {
    const timer = fakeTimer();
    const stop = subscribeToEvents(timer, { EventSourceImpl: undefined as unknown as typeof EventSource });
    expect(() => stop()).not.toThrow();
    const throwing = function () {
      throw new Error('blocked');
    } as unknown as typeof EventSource;
    expect(() => subscribeToEvents(timer, { EventSourceImpl: throwing })()).not.toThrow();
  });
});
