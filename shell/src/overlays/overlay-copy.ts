import type { SiteMode } from '@site/shared';

interface OverlayCopy {
  /** Under the popup's "Send a Message" title. */
  popupDescription: string;
  /** Under the widget's "Ask Your Query" title. */
  widgetDescription: string;
}

/** The overlays speak to the current audience (spec section 4: mode selects overlay content). */
export const overlayCopyByMode: Record<SiteMode, OverlayCopy> = {
  tech: {
    popupDescription:
      'Planning a website, app or marketing campaign? Tell us about it and we reply within 24 hours.',
    widgetDescription: 'Ask about a service, a quote or a project. We usually answer the same day.',
  },
  education: {
    popupDescription:
      'Questions about a course, a code class or an internship? Send them over and we reply within 24 hours.',
    widgetDescription: 'Ask about batches, fees or internships. Our academy team answers quickly.',
  },
};
