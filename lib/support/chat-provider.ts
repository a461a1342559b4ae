export interface ChatProviderConfig {
  scriptUrl: string | null;
  location: string | null;
  locationKz: string | null;
}

/** The chat location for a region: KZ selects its own (spec section 2), every other region the default. */
export function chatLocationFor(region: string | null, config: ChatProviderConfig): string | null {
  return region === 'KZ' && config.locationKz ? config.locationKz : config.location;
}

/** The provider's script URL for a location: `{location}` in the configured URL is replaced by it. */
export function chatScriptUrl(config: ChatProviderConfig, location: string | null): string | null {
  if (!config.scriptUrl) return null;
  return config.scriptUrl.replace('{location}', encodeURIComponent(location ?? ''));
}

type ChatWindow = Window & { SupportChat?: { open?: () => void } };

let loading: Promise<void> | null = null;

/**
 * Loads the provider's script once (it gets the location as data-location too) and opens its chat through the
 * `window.SupportChat.open()` hook the provider's loader exposes. The script runs under the page's CSP:
 * 'strict-dynamic' trusts a script our own code inserts, and the script's origin is in connect-src and frame-src.
 */
export function openProviderChat(url: string, location: string | null, nonce?: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    if (nonce) script.nonce = nonce;
    if (location) script.dataset.location = location;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('support chat script failed to load'));
    };
    document.head.append(script);
  });
  return loading.then(() => (window as ChatWindow).SupportChat?.open?.());
}
