import { Icon, type IconProps } from '@/components/ui/icons/Icon.tsx';

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16v11H9l-5 4V5Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);
