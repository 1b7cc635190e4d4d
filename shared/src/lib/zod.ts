import { z } from 'zod';

// Zod compiles fast parsers with `new Function`, which the site's Content-Security-Policy forbids
// (no 'unsafe-eval'). The interpreter is plenty fast for forms, so every schema imports zod
// from here with that compiler switched off.
z.config({ jitless: true });

export { z };
