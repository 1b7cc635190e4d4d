// Ports, origins and the runtime config of a site served on this machine. Every port can be
// overridden by environment, so a second copy (the e2e suite, the benchmark) runs beside the
// first. A real deployment writes its own site-config.json with its own URLs.

/** @param {Record<string, string | undefined>} [env] */
export function sitePorts(env = process.env) {
  const shell = Number(env.SHELL_PORT ?? 4173);
  return {
    shell,
    techApp: Number(env.TECH_APP_PORT ?? 4174),
    educationApp: Number(env.EDUCATION_APP_PORT ?? 4175),
    api: Number(env.API_PORT ?? 4176),
    /** Where a tester serves a candidate build of a remote (npm run serve:candidate). */
    candidate: Number(env.CANDIDATE_PORT ?? shell + 4),
  };
}

/** @param {ReturnType<typeof sitePorts>} ports */
export function siteOrigins(ports) {
  return {
    shell: `http://localhost:${ports.shell}`,
    techApp: `http://localhost:${ports.techApp}`,
    educationApp: `http://localhost:${ports.educationApp}`,
    api: `http://localhost:${ports.api}`,
    candidate: `http://localhost:${ports.candidate}`,
  };
}

/**
 * The runtime config the shell reads at start-up (site-config.json), for these origins. This
 * machine's site lets testers load candidate remotes from the candidate origin; a production
 * config leaves `overrides` out.
 * @param {ReturnType<typeof siteOrigins>} origins
 */
export function runtimeConfig(origins) {
  return {
    siteUrl: origins.shell,
    remotes: {
      techApp: `${origins.techApp}/remoteEntry.js`,
      educationApp: `${origins.educationApp}/remoteEntry.js`,
    },
    apiBaseUrl: origins.api,
    blogPostsEndpoint: `${origins.api}/wp/v2/posts`,
    geoLookupEndpoint: `${origins.api}/api/geo/`,
    overrides: { allowedOrigins: [origins.candidate] },
  };
}

/** The runtime config of the site on this machine's ports. */
export function localSiteConfig(env = process.env) {
  return runtimeConfig(siteOrigins(sitePorts(env)));
}
