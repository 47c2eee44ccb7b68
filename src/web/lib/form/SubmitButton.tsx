interface SubmitButtonProps {
  label: string;
  icon: string;
  loading: boolean;
  fullWidth?: boolean;
}

/**
 * A form's submit button, drawn with the theme's p-button classes. Plain HTML on purpose: the
 * PrimeReact Button brings its Tooltip along, weight the login page does not need.
 */
export function SubmitButton({ label, icon, loading, fullWidth = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={fullWidth ? 'p-button p-component w-full' : 'p-button p-component'}
      disabled={loading}
      aria-busy={loading}
    >
      <span
        className={`p-button-icon p-button-icon-left pi ${loading ? 'pi-spin pi-spinner' : icon}`}
        aria-hidden="true"
      />
      <span className="p-button-label">{label}</span>
    </button>
  );
}
