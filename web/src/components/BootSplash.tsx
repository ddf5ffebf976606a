/**
 * The splash of index.html (styled there, so it needs neither the theme nor the fonts): shown while the first texts
 * or the right-to-left styles of a stored setting are still on their way.
 */
export function BootSplash() {
  return (
    <div className="boot-splash">
      <svg viewBox="0 0 50 50" role="progressbar" aria-label="Loading">
        <circle cx="25" cy="25" r="20" />
      </svg>
    </div>
  );
}
