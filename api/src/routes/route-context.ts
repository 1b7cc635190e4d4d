import type { SubmissionRepository } from '../db/submission-repository';
import type { SubmissionNotifier } from '../notifications/submission-notifier';

/** What the route modules need from the app. */
export interface RouteContext {
  repository: SubmissionRepository;
  uploadDir: string;
  notifier: SubmissionNotifier;
  /** Per-IP limit of each POST route. */
  rateLimit: { max: number; timeWindow: number };
  /** Per-IP limit of browser error reports. */
  clientErrorRateLimit: { max: number; timeWindow: number };
  /** Per-IP limit of each GET route that does work (geo, blog posts). */
  readRateLimit: { max: number; timeWindow: number };
  /** Lower-case name of the trusted request header holding the visitor's country code. */
  geoHeader: string;
  blogDir: string;
}

/** The route options every submission endpoint shares: its own per-IP rate limit. */
export function submissionRouteConfig(context: RouteContext) {
  return { rateLimit: { ...context.rateLimit } };
}

/** The route options of the GET endpoints: a per-IP rate limit of their own. */
export function readRouteConfig(context: RouteContext) {
  return { rateLimit: { ...context.readRateLimit } };
}
