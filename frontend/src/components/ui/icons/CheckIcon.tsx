import { Icon, type IconProps } from '@/components/ui/icons/Icon.tsx';

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
