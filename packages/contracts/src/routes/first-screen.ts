/**
 * A page's first screen as a front end's server-side renderer draws it (packages/ui's renderFirstScreen) and the front
 * ends' server puts it into the page (packages/web-server): the markup, and what the document's head needs for it.
 */
export interface FirstScreen {
  /** Markup for the root's container. */
  html: string;
  /** The styled-components style tags the markup needs, for the document's head. */
  styles: string;
  /** A script element with the dehydrated query answers, or '' when the screen read nothing. */
  data: string;
  /** Image URLs the screen shows first (the largest paint), for preload links. */
  images: string[];
  /** Anything else for the document's head (a preload a plain image URL cannot say, e.g. with a srcset). */
  head?: string;
}
