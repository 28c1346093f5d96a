import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';

/** Goes back one page; with no history (a page opened directly) it goes home. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        if (window.history.length > 1 && window.history.state?.idx > 0) navigate(-1);
        else navigate('/');
      }}
    >
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
