import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the code of a `?ref=CODE` link, on whichever page the visitor lands. Renders nothing; the
 * referral code is only loaded when the address has a `ref` parameter.
 */
export function ReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    if (!new URLSearchParams(search).has('ref')) return;
    void import('@/features/community/referral.ts').then(
      ({ browserStorage, keepReferral, referralFromSearch }) => {
        const code = referralFromSearch(search);
        if (code) keepReferral(browserStorage(), code, Date.now());
      },
    );
  }, [search]);
  return null;
}
