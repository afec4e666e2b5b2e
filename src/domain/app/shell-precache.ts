// Which files of a build the installed app's service worker precaches, and the names it and the page share
// (docs/decisions.md D65). Imports nothing: the build's Vite plugin reads it while Vite loads its config.
// The rule for requests (what is answered from the cache, never the API) is shell-cache.ts.

/** The shell document every app route is answered with (the server's SPA fallback serves the same file). */
export const SHELL_PATH = '/index.html';

/** The worker's caches are named `<prefix><build hash>`; an activated build deletes the other builds' caches. */
export const SHELL_CACHE_PREFIX = 'eduplanner-shell-';

/**
 * Files of the build that belong to the shell: the document, the hashed assets, the manifest, its icons.
 * Nothing else can match (no data file, no other page, no precompressed copy, not sw.js itself).
 */
const SHELL_FILE = /^\/(index\.html|manifest\.webmanifest|favicon\.svg|icons\/[\w.-]+\.png|assets\/[\w.-]+\.(js|css|svg|png|jpg|webp|woff2?))$/;

/** Whether a built file (its URL path) may go into the precache. */
export const mayPrecache = (path: string): boolean => SHELL_FILE.test(path);
