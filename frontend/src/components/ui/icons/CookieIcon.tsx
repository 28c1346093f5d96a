import { Icon, type IconProps } from '@/components/ui/icons/Icon.tsx';

export const CookieIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3Z" />
    <path d="M8.5 11.5h.01M12 16h.01M15.5 13.5h.01M8 15.5h.01" />
  </Icon>
);
