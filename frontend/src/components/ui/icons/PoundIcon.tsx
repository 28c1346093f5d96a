import { Icon, type IconProps } from '@/components/ui/icons/Icon.tsx';

export const PoundIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M16.5 6.5A4 4 0 0 0 9 8.5V19" />
    <path d="M6.5 19h11" />
    <path d="M6.5 13h7" />
  </Icon>
);
