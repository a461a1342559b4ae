/**
 * A real bustabit game, #12424169 (lib/fairness/crash.test.ts walks its chain): the salt of bustabit's current seeding
 * event (bitcoin block 831500's hash) and the game's hash. With this salt it crashed at 1.46×.
 */
export const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
export const BUSTABIT_HASH = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';
