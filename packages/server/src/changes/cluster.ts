// Changes between the server processes of one cluster (WORKERS > 1) on SQLite, where there is no
// LISTEN/NOTIFY: a worker applies its own change, then sends it to the primary over the cluster's
// IPC channel, and the primary hands it to every other worker. On PostgreSQL each worker listens
// to the database itself (bus.ts), which also reaches servers on other machines.
import type { Worker } from 'node:cluster';
import type { ChangeBus, SiteChange } from './bus.ts';

const MESSAGE_TYPE = 'tessera:change';

interface ChangeMessage {
  type: typeof MESSAGE_TYPE;
  change: SiteChange;
}

function isChangeMessage(message: unknown): message is ChangeMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === MESSAGE_TYPE &&
    typeof (message as { change?: unknown }).change === 'object'
  );
}

/** A worker's bus: its own changes go to the primary, the others' come from it. */
export function clusterChangeBus(channel: NodeJS.Process = process): ChangeBus {
  const listeners: ((change: SiteChange) => void)[] = [];
  const emit = (change: SiteChange) => {
    for (const listener of listeners) listener(change);
  };
  const onMessage = (message: unknown) => {
    if (isChangeMessage(message)) emit(message.change);
  };
  channel.on('message', onMessage);
  return {
    async publish(change) {
      emit(change);
      const message: ChangeMessage = { type: MESSAGE_TYPE, change };
      channel.send?.(message);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      channel.off('message', onMessage);
    },
  };
}

/** The primary's side: a change one worker sends reaches every other worker that is up. */
export function relayChanges(from: Worker, workers: () => Iterable<Worker>): void {
  from.on('message', (message: unknown) => {
    if (!isChangeMessage(message)) return;
    for (const worker of workers()) {
      if (worker !== from && worker.isConnected()) worker.send(message);
    }
  });
}
