import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '@/components/ui/toaster.ts';

/**
 * Where toasts appear (loaded lazily by the layout): at the bottom, clear of the sticky header and of
 * a dialog's title; one at a time (components/ui/toast.ts).
 */
export default function Toasts() {
  // Runs after the toaster's own effect, which subscribes it to new toasts.
  useEffect(() => toasterMounted(), []);
  return <Toaster position="bottom-right" richColors closeButton visibleToasts={1} />;
}
