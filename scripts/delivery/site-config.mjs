// Ports, origins and the runtime config of a site served on this machine. Every port can be
// overridden by environment, so a second copy (the e2e suite, the benchmark) runs beside the
// first. A real deployment writes its own site-config.json with its own URLs.

/** @param {Record<string, string | undefined>} [env] */
export function sitePorts(env = process.env) {
  return {
    shell: Number(env.SHELL_PORT ?? 4173),
    techApp: Number(env.TECH_APP_PORT ?? 4174),
    educationApp: Number(env.EDUCATION_APP_PORT ?? 4175),
    api: Number(env.API_PORT ?? 4176),
  };
}

/** @param {ReturnType<typeof sitePorts>} ports */
export function siteOrigins(ports) {
  return {
    shell: `http://localhost:${ports.shell}`,
    techApp: `http://localhost:${ports.techApp}`,
    educationApp: `http://localhost:${ports.educationApp}`,
    api: `http://localhost:${ports.api}`,
  };
}

/**
 * The runtime config the shell reads at start-up (site-config.json), for these origins.
 * @param {ReturnType<typeof siteOrigins>} origins
 */
export function runtimeConfig(origins) {
  return {
    remotes: {
      techApp: `${origins.techApp}/remoteEntry.js`,
      educationApp: `${origins.educationApp}/remoteEntry.js`,
    },
    apiBaseUrl: origins.api,
    blogPostsEndpoint: `${origins.api}/wp/v2/posts`,
    geoLookupEndpoint: `${origins.api}/api/geo/`,
  };
}

/** The runtime config of the site on this machine's ports. */
export function localSiteConfig(env = process.env) {
  return runtimeConfig(siteOrigins(sitePorts(env)));
}
