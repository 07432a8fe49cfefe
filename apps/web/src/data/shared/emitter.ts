// Change notifications for DataSource.subscribe: the UI re-reads after background changes.
import type { DataListener } from '../data-source.ts';

export type Emitter = {
  subscribe(listener: DataListener): () => void;
  emit(): void;
};

export const createEmitter = (onListenerError: (error: unknown) => void): Emitter => {
  const listeners = new Set<DataListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit() {
      for (const listener of [...listeners]) {
        // One broken screen must not stop the others from hearing about the change.
        try {
          listener();
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
};
