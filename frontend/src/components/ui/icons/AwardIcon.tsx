import { Icon, type IconProps } from '@/components/ui/icons/Icon.tsx';

export const AwardIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14 -1.5 7 5-3 5 3-1.5-7" />
  </Icon>
);
