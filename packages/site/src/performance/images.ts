// The spec's image records: each image of the page as first observed after load (visible or not,
// how much of it, when), the rendition width it asked for, its natural and rendered sizes, and
// whether it had loaded before the largest contentful paint.
import { type ImageRecord, imageRenditionWidth } from '@tessera/core';

/** A long gallery's images beyond this are not worth a record each. */
const MAX_IMAGES = 50;

type Observed = Omit<ImageRecord, 'pageLoadId' | 'loadedBeforeLCP'> & { loadedAt: number };

/** Same-site addresses without their origin, and never longer than the server keeps. */
const addressOf = (src: string) => src.replace(location.origin, '').slice(0, 2000);

/** Observes the page's images once each; `take(lcp)` hands over those observed so far. */
export function observeImages(): (lcp: number | undefined) => Omit<ImageRecord, 'pageLoadId'>[] {
  let observed: Observed[] = [];
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      observer.unobserve(entry.target);
      const image = entry.target as HTMLImageElement;
      const src = image.currentSrc || image.src;
      const timing = performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined;
      observed.push({
        type: 'image',
        name: addressOf(src),
        visibleOnLoad: entry.isIntersecting,
        observationTime: entry.time,
        intersectionRatio: entry.intersectionRatio,
        squarespaceSize: imageRenditionWidth(src),
        naturalWidth: image.naturalWidth,
        naturalHeight: image.naturalHeight,
        renderedWidth: Math.round(entry.boundingClientRect.width),
        renderedHeight: Math.round(entry.boundingClientRect.height),
        loadedAt: timing?.responseEnd ?? Number.POSITIVE_INFINITY,
      });
    }
  });
  for (const image of [...document.querySelectorAll('img')]
    .filter((i) => /^https?:/.test(i.currentSrc || i.src))
    .slice(0, MAX_IMAGES))
    observer.observe(image);
  return (lcp) => {
    const taken = observed;
    observed = [];
    return taken.map(({ loadedAt, ...image }) => ({
      ...image,
      loadedBeforeLCP: lcp !== undefined && loadedAt <= lcp,
    }));
  };
}
