// How every launcher starts the server process (`npm start`, the end-to-end harness, the start-up,
// HTTP and Lighthouse benchmarks), so that what is measured is what runs.
// V8 sizes the young generation from the machine's memory: on a 24 GiB machine it reserves and
// touches 128 MB for it, more than half of the server's resident memory after start. Requests
// allocate little, so a 16 MB semi-space costs no throughput we can measure and keeps the server
// near 240 MB (docs/performance.md, "Start-up and memory").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/** The server's entry point, relative to the repository root. */
export const SERVER_ENTRY = 'apps/server/src/main.ts';
