/**
 * The public entry of @site/shared. Module federation shares this entry as one singleton across
 * the shell and both remotes, so everything stateful (the store, the runtime config) must be
 * imported from here, never by a deep path.
 */
export { brand, brandMark, siteUrl, chatLink } from './brand';
export type { Brand, SocialLink } from './brand';
export type { SiteMode } from './contracts/site-mode';
export {
  siteRoutes,
  routeList,
  routesOwnedBy,
  routeOfModule,
  pathTo,
  fillPath,
  matchesPattern,
  sitePages,
  audienceOfPath,
  isNotFoundPath,
  notFoundPageAnswers,
} from './contracts/routes';
export type * from './contracts/routes';
export type * from './contracts/render-manifest';
export type * from './contracts/catalogue';
export type * from './contracts/faq';
export type * from './contracts/search-entries';
export {
  CONTRACT_VERSION,
  FAILED_STYLESHEET_ATTRIBUTE,
  REMOTE_SCOPE_ATTRIBUTE,
  remoteApps,
  contractModules,
  isContractCompatible,
} from './contracts/remote-modules';
export type * from './contracts/remote-modules';
export {
  useSiteStore,
  useSiteMode,
  startInMode,
  toast,
  TOAST_LIMIT,
  TOAST_DEFAULT_DURATION_MS,
} from './store/site-store';
export type { ToastMessage, ToastInput } from './store/site-store';
export {
  loadRuntimeConfig,
  readEmbeddedRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  getRuntimeConfig,
  setRuntimeConfig,
  apiUrl,
  RuntimeConfigError,
  invalidRuntimeConfigFields,
} from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { postJson, postFormData, NetworkError } from './api-client';
export type { ApiAnswer } from './api-client';
export { cn } from './lib/cn';
export { isInFixedLayer } from './lib/fixed-layer';
export { Button, buttonVariants } from './ui/button';
export type { ButtonProps } from './ui/button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './ui/card';
export { Input, Textarea, Label, FieldError, fieldClassName } from './ui/input';
// The other components (ui/: Select, Switch, Tabs, Tooltip, Dialog, Toaster, PageIntro; the FAQ
// section, faq/faq-section) and the stateless hooks (lib/use-*) are imported from
// '@site/shared/<path>' by the code that needs them. Few pages use them, so they stay out of the
// shared chunk every page loads; and an app bundles its own copy, so a remote can use a new one
// before the shell (which serves this entry) is redeployed. They reach anything stateful (the
// store) through this entry, so every app still shares one instance of it.
export { PageHeading } from './ui/page-heading';
export { LivePart } from './early-input/live-part';
export { lazyModule } from './early-input/lazy-module';
export { HELD_ATTRIBUTE, PART_WANTED_EVENT, earlyInput } from './early-input/parts';
export type { EarlyInput } from './early-input/parts';
export { PageMeta } from './seo/page-meta';
export { headTags } from './seo/page-head';
export type { PageHead, HeadTags, HeadMetaTag, HeadLinkTag } from './seo/page-head';
export { JsonLd, serializeJsonLd } from './seo/json-ld';
export { localBusinessJsonLd } from './seo/local-business';
