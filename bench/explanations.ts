/**
 * Why a scenario misses an issue-8 target and what would meet it, keyed by scenario id (see
 * bench/run/scenarios.ts). Written by hand; `npm run bench` prints the entry next to every
 * target the scenario misses in bench/RESULTS.md.
 */
export const EXPLANATIONS: Readonly<Record<string, string>> = {};
