import { create } from 'zustand';

export type WorkerState = 'unsupported' | 'registering' | 'registered' | 'activated' | 'error';

/**
 * What the installable app is doing in this tab. <html> mirrors it as data-pwa-worker / data-pwa-registration-error
 * / data-pwa-update so an end-to-end test (or a support agent) can read it.
 */
interface PwaState {
  worker: WorkerState;
  registrationError: boolean;
  /** The new build's id once the poll saw one; the update notice shows until the visitor puts it off. */
  newBuildId: string | null;
  updateDismissed: boolean;
  setWorker: (worker: WorkerState) => void;
  failRegistration: () => void;
  announceBuild: (buildId: string) => void;
  dismissUpdate: () => void;
}

function mirror(name: string, value: string | null) {
  if (typeof document === 'undefined') return;
  if (value === null) delete document.documentElement.dataset[name];
  else document.documentElement.dataset[name] = value;
}

export const usePwaStore = create<PwaState>()((set) => ({
  worker: 'unsupported',
  registrationError: false,
  newBuildId: null,
  updateDismissed: false,
  setWorker: (worker) => {
    mirror('pwaWorker', worker);
    set({ worker });
  },
  failRegistration: () => {
    mirror('pwaWorker', 'error');
    mirror('pwaRegistrationError', 'true');
    set({ worker: 'error', registrationError: true });
  },
  announceBuild: (newBuildId) => {
    mirror('pwaUpdate', newBuildId);
    set({ newBuildId });
  },
  dismissUpdate: () => set({ updateDismissed: true }),
}));
