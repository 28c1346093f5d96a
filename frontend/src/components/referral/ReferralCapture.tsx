import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { browserStorage, keepReferral, referralFromSearch } from './referral.ts';

/** Keeps the code of a `?ref=CODE` link, on whichever page the visitor lands. Renders nothing. */
export function ReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    const code = referralFromSearch(search);
    if (code) keepReferral(browserStorage(), code, Date.now());
  }, [search]);
  return null;
}
