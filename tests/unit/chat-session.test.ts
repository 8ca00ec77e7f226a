import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createChatSession, JID_ATTEMPTS, JID_INTERVAL_MS, lookUpWithRetry} from '../../src/utils/chat-session';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lookUpWithRetry', () => {
  it('is 10 attempts, 200 ms apart (spec §9)', () => {
    expect([JID_ATTEMPTS, JID_INTERVAL_MS]).toEqual([10, 200]);
  });

  it('reads every 200 ms and gives up after the 10th attempt, at 2 s', () => {
    const read = vi.fn(() => undefined);
    const done = vi.fn();
    lookUpWithRetry(read, done);
    vi.advanceTimersByTime(199);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1799);
    expect(read).toHaveBeenCalledTimes(9);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(10);
    expect(done).toHaveBeenCalledExactlyOnceWith(undefined);
    vi.advanceTimersByTime(10_000);
    expect(read).toHaveBeenCalledTimes(10);
  });

  it('stops at the first present value', () => {
    const values: unknown[] = [undefined, null, '', 'u1@x'];
    const read = vi.fn(() => values.shift());
    const done = vi.fn();
    lookUpWithRetry(read, done);
    vi.advanceTimersByTime(800);
    expect(done).toHaveBeenCalledExactlyOnceWith('u1@x');
    vi.advanceTimersByTime(5000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('hands over a present but invalid value as found (validation is the caller’s)', () => {
    const done = vi.fn();
    lookUpWithRetry(() => 42, done);
    vi.advanceTimersByTime(200);
    expect(done).toHaveBeenCalledExactlyOnceWith(42);
  });

  it('treats a read that throws as not there yet', () => {
    const read = vi
      .fn<() => unknown>()
      .mockImplementationOnce(() => {
        throw new Error('widget not ready');
      })
      .mockReturnValue('u@x');
    const done = vi.fn();
    lookUpWithRetry(read, done);
    vi.advanceTimersByTime(400);
    expect(done).toHaveBeenCalledExactlyOnceWith('u@x');
  });

  it('can be cancelled', () => {
    const read = vi.fn(() => undefined);
    const done = vi.fn();
    const cancel = lookUpWithRetry(read, done);
    vi.advanceTimersByTime(400);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(done).not.toHaveBeenCalled();
  });
});

type Route = {page: string};

function setUp(jid: () => unknown, widgetReady: Promise<unknown> = Promise.resolve()) {
  const send = vi.fn<(uid: string, route: Route) => void>();
  const warn = vi.fn();
  const debug = vi.fn();
  const session = createChatSession<Route>({readJid: jid, widgetReady, send, log: {warn, debug}});
  return {session, send, warn, debug};
}

describe('createChatSession', () => {
  it('sends once per route change with the uid before the @', async () => {
    const {session, send, warn} = setUp(() => 'u42@mynah.chat');
    session.routeChanged({page: 'a'});
    await vi.advanceTimersByTimeAsync(200);
    session.routeChanged({page: 'b'});
    await vi.advanceTimersByTimeAsync(5000);
    expect(send.mock.calls).toEqual([
      ['u42', {page: 'a'}],
      ['u42', {page: 'b'}],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('waits for the widget before looking up the jid', async () => {
    let ready!: () => void;
    const widgetReady = new Promise<void>((resolve) => (ready = resolve));
    const jid = vi.fn(() => 'u@x');
    const {session, send} = setUp(jid, widgetReady);
    session.routeChanged({page: 'a'});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(jid).not.toHaveBeenCalled();
    ready();
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledExactlyOnceWith('u', {page: 'a'});
  });

  it('still looks up (and warns) when the widget failed to load', async () => {
    const {session, send, warn} = setUp(() => undefined, Promise.reject(new Error('script failed')));
    session.routeChanged({page: 'a'});
    await vi.advanceTimersByTimeAsync(2000);
    expect(warn).toHaveBeenCalledExactlyOnceWith('UID not found after retrying');
    expect(send).not.toHaveBeenCalled();
  });

  it('warns "UID not found after retrying" after 2 s without a jid, and sends nothing', async () => {
    const {session, send, warn} = setUp(() => undefined);
    session.routeChanged({page: 'a'});
    await vi.advanceTimersByTimeAsync(1999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledExactlyOnceWith('UID not found after retrying');
    expect(send).not.toHaveBeenCalled();
  });

  it.each([['no-at-sign'], [12345], [{}], ['@domain-only']])(
    'warns about the invalid jid %j and sends nothing',
    async (jid) => {
      const {session, send, warn} = setUp(() => jid);
      session.routeChanged({page: 'a'});
      await vi.advanceTimersByTimeAsync(2000);
      expect(warn).toHaveBeenCalledExactlyOnceWith('Invalid jid, expected a string containing "@":', jid);
      expect(send).not.toHaveBeenCalled();
    },
  );

  it('finds a jid that appears during the retries', async () => {
    let jid: string | undefined = undefined;
    const {session, send, warn} = setUp(() => jid);
    session.routeChanged({page: 'a'});
    await vi.advanceTimersByTimeAsync(1000);
    jid = 'late@x';
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledExactlyOnceWith('late', {page: 'a'});
    expect(warn).not.toHaveBeenCalled();
  });

  describe("the 'bot manually closed' flag", () => {
    it('starts false', () => {
      expect(setUp(() => 'u@x').session.closedByReader).toBe(false);
    });

    it('is set by a close and blocks the call until the next route change, which resets it', async () => {
      const {session, send} = setUp(() => 'u@x');
      session.routeChanged({page: 'a'});
      await vi.advanceTimersByTimeAsync(200);
      session.widgetClosed();
      expect(session.closedByReader).toBe(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(send).toHaveBeenCalledTimes(1);

      session.routeChanged({page: 'b'});
      expect(session.closedByReader).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(send).toHaveBeenLastCalledWith('u', {page: 'b'});
      expect(send).toHaveBeenCalledTimes(2);
    });

    it('stops a call whose lookup was still running when the widget closed', async () => {
      let jid: string | undefined = undefined;
      const {session, send, warn, debug} = setUp(() => jid);
      session.routeChanged({page: 'a'});
      await vi.advanceTimersByTimeAsync(400);
      session.widgetClosed();
      jid = 'u@x';
      await vi.advanceTimersByTimeAsync(2000);
      expect(send).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
      expect(debug).toHaveBeenCalledExactlyOnceWith('Page context not sent: the reader closed the chat');
    });
  });

  it('drops the lookup of a page the reader already left', async () => {
    let jid: string | undefined = undefined;
    const {session, send, warn} = setUp(() => jid);
    session.routeChanged({page: 'a'});
    await vi.advanceTimersByTimeAsync(600);
    session.routeChanged({page: 'b'});
    jid = 'u@x';
    await vi.advanceTimersByTimeAsync(5000);
    expect(send.mock.calls).toEqual([['u', {page: 'b'}]]);
    expect(warn).not.toHaveBeenCalled();
  });
});
