// Ports and URLs of a locally served site. Every port can be overridden by environment, so a
// second copy (for example the e2e suite) can run beside the first.
export function sitePorts(env = process.env) {
  return {
    shell: Number(env.SHELL_PORT ?? 4173),
    techApp: Number(env.TECH_APP_PORT ?? 4174),
    educationApp: Number(env.EDUCATION_APP_PORT ?? 4175),
    api: Number(env.API_PORT ?? 4176),
  };
}

export function siteOrigins(ports) {
  return {
    shell: `http://localhost:${ports.shell}`,
    techApp: `http://localhost:${ports.techApp}`,
    educationApp: `http://localhost:${ports.educationApp}`,
    api: `http://localhost:${ports.api}`,
  };
}

/** The runtime config the shell reads at start-up (/site-config.json). */
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
