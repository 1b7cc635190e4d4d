import type { HeadTags } from '../seo/page-head';
import type { AppName } from './routes';

/** The file each app's build writes beside its entry, and the composition reads. */
export const RENDER_MANIFEST_FILE = 'render-manifest.json';
export const RENDER_MANIFEST_SCHEMA = 1;
/** Beside the manifest: which build is live, and when it was made (the only place that says). */
export const VERSION_FILE = 'version.json';
/** The shell's page template: its browser build's HTML, into which each page is written. */
export const PAGE_TEMPLATE_FILE = 'page-template.html';

/** Browser files a module needs: its script with every script it imports, and its styles. */
export interface ClientFiles {
  js: string[];
  css: string[];
}

/** A page's social card: the image link previews show, drawn by the page's own app. */
export interface SocialCardFile {
  /** Its file in the build, e.g. "social-cards/pricing-1a2b3c4d.png". */
  file: string;
  type: 'image/png';
  width: number;
  height: number;
  /** What the card shows, in words. */
  alt: string;
}

/** One page an app renders, with the head the composition writes for it. */
export interface RenderedRoute {
  /**
   * The page's address, e.g. "/services/seo-optimization"; "*" for the site's not-found page,
   * "/services/*" for the not-found page of a section (PageModule.notFoundHead).
   */
  path: string;
  /** The route-table pattern it comes from, e.g. "/services/:id". */
  pattern: string;
  /** The page module that renders it. */
  module: string;
  head: HeadTags;
  /**
   * The page's card, which the composition links from its head with the app's own address.
   * Builds made before cards existed have none; their pages are composed without one.
   */
  socialCard?: SocialCardFile;
}

/**
 * What an app's build ships for rendering and composing its pages without its source:
 * - `server`: a server build of its modules (Node ESM) and, for the shell, the shared modules
 *   (React, the router, the store) that the remotes' server builds take from it, as the
 *   browser's remotes take them from the shell through federation;
 * - `client`: the browser files each module needs, for stylesheet links and preload hints;
 * - `routes`: every page it owns with its head (title, description, canonical, robots, social
 *   previews, structured data) and its social card image, one of the build's files.
 * Every path is relative to the folder (or URL) the manifest sits in.
 */
export interface RenderManifest {
  schema: typeof RENDER_MANIFEST_SCHEMA;
  app: AppName;
  /** Package version plus a hash of the build's files: the same source gives the same version. */
  buildVersion: string;
  contractVersion: string;
  /** The browser entry: the shell's start-up script, or a remote's remoteEntry.js. */
  entry: ClientFiles;
  /** The shell only: the HTML every page is written into. */
  template?: string;
  server: {
    /** Module exporting the app's module importers (and, for the shell, `renderPage`). */
    entry: string;
    /** The shell only: bare specifier -> file providing it to the remotes' server builds. */
    shared?: Record<string, string>;
  };
  /** Each module by name (exposed modules of a remote, page modules of the shell). */
  modules: Record<string, ClientFiles>;
  /**
   * The scripts of each part of its pages held until wanted, by part name: a composed page lists
   * those of its held parts for the early script. Builds made before this have none.
   */
  heldParts?: Record<string, string[]>;
  routes: RenderedRoute[];
  /** Every file of the build, manifest and version stamp excepted. */
  files: string[];
}
