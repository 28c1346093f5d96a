import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../ui/toaster.ts';

/** Where toasts appear (loaded lazily by the layout). */
export default function Toasts() {
  // Runs after the toaster's own effect, which subscribes it to new toasts.
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}
