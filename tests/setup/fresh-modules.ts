import { vi } from 'vitest';

// Files share a worker and its environment. Each one evaluates the project's modules afresh (so its own vi.mock
// applies) and, in a browser environment, starts with no storage or cookies left by the file before it.
vi.resetModules();
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = '';
}
