import type { SVGProps } from 'react';

export { ClockIcon, FlagIcon, HeartIcon, MapPinIcon, PoundIcon, UsersIcon } from '@/components/ui/icons.tsx';

/** A decorative calendar icon, drawn like the shared icons (24×24 line, hidden from assistive technology). */
export const CalendarIcon = ({
  className = 'size-6',
  ...props
}: Omit<SVGProps<SVGSVGElement>, 'children'>) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
    {...props}
  >
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M8 3v4M16 3v4M3.5 10h17" />
  </svg>
);
