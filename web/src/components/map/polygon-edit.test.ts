import { addPoint, centreOf, clearPoints, movePoint, removePoint, type PolygonEdit } from './polygon-edit';

const a = { lat: 36.1, lng: 120.3 };
const b = { lat: 36.2, lng: 120.4 };
const c = { lat: 36.15, lng: 120.5 };
const three: PolygonEdit = { points: [a, b, c], selected: null };

describe("editing a fence's corners", () => {
  it('adds a clicked corner after the last one and selects it', () => {
    expect(addPoint(clearPoints(), a)).toEqual({ points: [a], selected: 0 });
    expect(addPoint({ points: [a, b], selected: 0 }, c)).toEqual({ points: [a, b, c], selected: 2 });
  });

  it('moves a dragged corner and only that one', () => {
    const moved = { lat: 36.3, lng: 120.45 };
    expect(movePoint(three, 1, moved)).toEqual({ points: [a, moved, c], selected: 1 });
    expect(movePoint(three, 3, moved)).toBe(three);
    expect(movePoint(three, -1, moved)).toBe(three);
  });

  it('deletes a corner and selects the one before it', () => {
    expect(removePoint(three, 1)).toEqual({ points: [a, c], selected: 0 });
    expect(removePoint(three, 0)).toEqual({ points: [b, c], selected: 0 });
    expect(removePoint({ points: [a], selected: 0 }, 0)).toEqual({ points: [], selected: null });
    expect(removePoint(three, 5)).toBe(three);
  });

  it('clears every corner', () => {
    expect(clearPoints()).toEqual({ points: [], selected: null });
  });

  it("looks first at the middle of the corners' box", () => {
    const centre = centreOf([a, b, c]);
    expect(centre?.lat).toBeCloseTo(36.15, 9);
    expect(centre?.lng).toBeCloseTo(120.4, 9);
    expect(centreOf([])).toBeNull();
  });
});
