export const CONSOLE_MARKERS: string[]
export function consoleLeaks(dist: string): string[]
