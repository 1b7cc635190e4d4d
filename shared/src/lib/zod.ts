import { z } from 'zod/mini';

// Zod Mini: the same schemas and issues as classic zod, with functions instead of methods, so a
// bundle carries only the checks it uses (a few KB gzip instead of about 23 KB).
//
// Zod can compile fast parsers with `new Function`, which the site's Content-Security-Policy
// forbids (no 'unsafe-eval'). The interpreter is plenty fast for forms, so every schema imports
// zod from here with that compiler switched off.
z.config({ jitless: true });

export { z };
