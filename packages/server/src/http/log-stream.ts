// Where the server's log goes: stdout, written asynchronously as pino does by default, but with a
// bound. Pino's default stream queues every line in memory while stdout is not draining (a stalled
// pipe, a slow log collector): ten seconds of a probe at the info level queued 140 MB. Past the
// bound, lines are dropped and counted, and the count is logged once stdout has caught up.
import pino from 'pino';

export const LOG_BUFFER_BYTES = 16 * 1024 * 1024;

export function logStream(options: { fd?: number; maxBytes?: number } = {}) {
  const stream = pino.destination({
    dest: options.fd ?? 1,
    sync: false,
    minLength: 0,
    maxLength: options.maxBytes ?? LOG_BUFFER_BYTES,
    // One write is in flight at a time, so under load each event-loop turn flushes at most this much;
    // at pino's 16 KB the info log of a 200-connection probe fell behind and a third was dropped.
    maxWrite: 256 * 1024,
  });
  let dropped = 0;
  stream.on('drop', () => {
    dropped++;
  });
  stream.on('drain', () => {
    if (dropped === 0) return;
    const msg = `${dropped} log lines dropped: the log output did not keep up`;
    dropped = 0;
    stream.write(`${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`);
  });
  return stream;
}
