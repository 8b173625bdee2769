/** The map widgets of spec section 2: the location picker and the polygon fence. */
export { LocationDialog, type LocationDialogProps } from './location-dialog';
export type { LocationResult } from './location-draft';
export { PolygonDialog, type PolygonDialogProps } from './polygon-dialog';
export { RegionPicker, type RegionLevel } from './region-picker';
export { PlaceText } from './place-text';
