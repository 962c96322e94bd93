// A clock the end-to-end tests can move, for a server of a test's own (own-server.ts, movableClock):
// loaded with `node --import` before the server's entry, it shifts Date.now() and `new Date()` by an
// offset that only a message on the process's IPC channel can change ({ moveClockBy: ms }, answered
// with { clockMovedBy: total }). It lives in e2e/, outside the server and its build: `npm start` never
// loads it and a production process has no channel to send on, so no request can move a real clock.
// Timers are untouched: a job worker polling every second sees the moved time on its next look.
const RealDate = Date;
let offset = 0;

const now = () => RealDate.now() + offset;

// A proxy rather than a subclass: `Date()` called without new, `instanceof Date` and every static
// (parse, UTC) behave as the real one's.
const MovableDate = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});

if (process.send) {
  globalThis.Date = MovableDate;
  process.on('message', (message) => {
    if (typeof message?.moveClockBy !== 'number') return;
    offset += message.moveClockBy;
    process.send({ clockMovedBy: offset });
  });
  // The channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
