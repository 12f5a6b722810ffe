// Types of scripts/free-port.mjs for the TypeScript that imports it.
export declare const freePort: () => Promise<number>
