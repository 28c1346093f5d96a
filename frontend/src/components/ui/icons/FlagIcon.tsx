import { Icon, type IconProps } from '@/components/ui/icons/Icon.tsx';

export const FlagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);
