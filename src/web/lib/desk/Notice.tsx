/** A line of a public page (casilla, virtual desk) that says what happened: sent, done or refused. */
export function Notice({
  kind,
  icon,
  children,
}: {
  kind: 'success' | 'error' | 'info';
  icon: string;
  children: React.ReactNode;
}) {
  return (
    <p className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <i className={`pi ${icon}`} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
