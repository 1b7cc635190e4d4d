// Module resolution hooks (node:module register) for loading server builds: a remote's server
// build imports the shared modules by bare name ("react", "@site/shared").
// - In the composition they resolve to the files the deployed shell's server build provides
//   (`sharedModules`: name -> file URL), so the whole page renders with one React, one router
//   and one store, as it runs in the browser.
// - In an app's own build step they resolve as if imported from the app's folder
//   (`resolveFrom`: a file URL there), to its installed packages, wherever the build is.

/** @type {{ sharedModules?: Record<string, string>, specifiers?: string[], resolveFrom?: string }} */
let options = {};

export function initialize(data) {
  options = data;
}

export async function resolve(specifier, context, nextResolve) {
  const url = options.sharedModules?.[specifier];
  if (url) return { url, shortCircuit: true };
  if (options.resolveFrom && options.specifiers?.includes(specifier)) {
    return nextResolve(specifier, { ...context, parentURL: options.resolveFrom });
  }
  return nextResolve(specifier, context);
}
