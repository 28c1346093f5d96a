export function PageLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] items-center justify-center text-slate-600"
    >
      Loading…
    </div>
  );
}
