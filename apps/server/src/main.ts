// The server's entry point. Node keeps the compiled code of every module in a disk cache (under
// the system's temporary folder, keyed by source and Node version), so a restart skips parsing
// and type stripping: about a quarter less CPU to a healthy server (docs/performance.md). The
// cache must be on before the modules load, hence the dynamic import of the rest (serve.ts).
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
