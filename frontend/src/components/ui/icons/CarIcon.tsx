import { Icon, type IconProps } from '@/components/ui/icons/Icon.tsx';

export const CarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 16V12l2-5h10l2 5v4" />
    <path d="M3.5 16h17v2.5h-17z" />
    <circle cx="7.5" cy="13.5" r="0.5" />
    <circle cx="16.5" cy="13.5" r="0.5" />
  </Icon>
);
