import { Icon, type IconProps } from '@/components/ui/icons/Icon.tsx';

export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5Z" />
    <path d="M4 19a2 2 0 0 1 2-2h14" />
  </Icon>
);
