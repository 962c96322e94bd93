// The site runtime's lifecycle (spec section 4, "Site runtime"): initialisers run once, an
// 'initialised once' flag stays set until a global destroy runs the destructors and resets it.
import { reportException } from './report-exception.ts';

export type Destructor = () => void;
/** What an initialiser or a hydrate function returns: nothing, or its destructor. */
// biome-ignore lint/suspicious/noConfusingVoidType: lets functions that return nothing qualify, as React's effects do.
export type MaybeDestructor = void | Destructor;
export type Initializer = () => MaybeDestructor;

export interface Lifecycle {
  registerInitializer(name: string, initializer: Initializer): void;
  initialize(): void;
  destroy(): void;
  isInitialized(): boolean;
}

export function createLifecycle(): Lifecycle {
  const initializers = new Map<string, Initializer>();
  let destructors: Destructor[] = [];
  let initialisedOnce = false;

  return {
    registerInitializer(name, initializer) {
      initializers.set(name, initializer);
    },
    initialize() {
      if (initialisedOnce) {
        console.warn('Detected second run, this is bad.');
        return;
      }
      initialisedOnce = true;
      for (const initializer of initializers.values()) {
        // One broken initialiser must not keep the rest of the page from working.
        try {
          const destructor = initializer();
          if (destructor) destructors.push(destructor);
        } catch (error) {
          reportException(error);
        }
      }
    },
    destroy() {
      const running = destructors.reverse();
      destructors = [];
      initialisedOnce = false;
      for (const destructor of running) {
        try {
          destructor();
        } catch (error) {
          reportException(error);
        }
      }
    },
    isInitialized: () => initialisedOnce,
  };
}

/** The page's one lifecycle, used by main.ts and by islands registered from blocks. */
export const { registerInitializer, initialize, destroy, isInitialized } = createLifecycle();
