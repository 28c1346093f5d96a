import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The element a new page's focus starts on: first in the page, before the skip link and the header. */
export const PAGE_TOP_ID = 'page-top';

/**
 * A new page starts at its top, as it would on a full page load: scrolled up, and with focus at the
 * very start, so the next Tab reaches the skip link and then the header, as after a page load. The
 * starting point names the page, so a screen reader says where the link led. (Focus moves to a page's
 * heading only after an action within the page, e.g. a form that becomes its result.)
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    // The page sets its title in its own effect, which runs after this one.
    const frame = requestAnimationFrame(() => {
      const top = document.getElementById(PAGE_TOP_ID);
      if (!top) return;
      top.textContent = document.title;
      top.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
