import { useCallback, useRef, type FormEvent } from 'react';

/**
 * Makes a form's submit handler run once at a time: a second submit (a double click, Enter pressed
 * twice) while the first is still validating or sending is ignored, so nothing is posted twice.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(
    (run: (event: FormEvent<HTMLFormElement>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      if (running.current) {
        event.preventDefault();
        return;
      }
      running.current = true;
      void run(event).finally(() => {
        running.current = false;
      });
    },
    [],
  );
}
