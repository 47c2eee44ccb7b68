/** How full a location is: a bar of its taken positions over its capacity, with the numbers beside it. */
import { formatQuantity } from '@shared/numbers';

function fullness(ratio: number): string {
  if (ratio >= 1) return 'occupancy-full';
  if (ratio >= 0.8) return 'occupancy-high';
  return 'occupancy-low';
}

export function OccupancyBar({ occupied, capacity, label }: { occupied: number; capacity: number; label: string }) {
  if (capacity === 0) return <span className="text-muted occupancy-none">Sin niveles</span>;
  const ratio = occupied / capacity;
  const percent = Math.round(ratio * 100);
  return (
    <span className="occupancy">
      <span
        className={`occupancy-track ${fullness(ratio)}`}
        role="progressbar"
        aria-label={`Ocupación de ${label}`}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={occupied}
        aria-valuetext={`${occupied} de ${formatQuantity(capacity, 'caja', 'cajas')}`}
      >
        <span className="occupancy-fill" style={{ width: `${Math.min(percent, 100)}%` }} />
      </span>
      <span className="occupancy-text">
        {occupied}/{capacity} · {percent} %
      </span>
    </span>
  );
}
