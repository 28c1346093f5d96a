/**
 * A form's own message by its button: what the server refused that is no field's (a share already
 * full, the family's own), read out as it appears.
 */
export function FormMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {message ?? ''}
    </p>
  );
}
