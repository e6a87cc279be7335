import { isVisibility, type Visibility } from '../../shared/visibility';

/** An item's own setting; anything else (null, unknown) follows the world's default. */
export function ownVisibility(value: string | null | undefined): Visibility | null {
  return isVisibility(value) ? value : null;
}
