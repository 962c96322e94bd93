/** A save refused because someone saved since (409): says so beside a Reload button. */
export function StaleAlert({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div role="alert" className="form-alert">
      {message}{' '}
      <button type="button" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}
