/** Whether the device has a network at all, and word when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  subscribe(onChange: (online: boolean) => void): () => void;
}

/** The browser's own idea (navigator.onLine and the window's online / offline events); always online elsewhere. */
export const browserConnectivity: Connectivity = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(onChange) {
    if (typeof window === 'undefined') return () => {};
    const online = () => onChange(true);
    const offline = () => onChange(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};
