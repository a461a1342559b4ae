/** A new task: the browser may paint and answer input before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The dice room's code, loaded after the page is interactive. Its heaviest libraries (zod, the api client with axios,
 * react-query, next-intl) are evaluated one task each before the room itself: the same work, but no single long task
 * that would hold the page's main thread (and a tap on it) for a quarter of a second on a slow phone.
 */
export async function loadDiceRoom() {
  const libraries = [
    () => import('zod'),
    () => import('@/lib/api/api-client'),
    () => import('@tanstack/react-query'),
    () => import('next-intl'),
  ];
  for (const load of libraries) {
    await load();
    await nextTask();
  }
  return (await import('../components/dice-room')).DiceRoom;
}
