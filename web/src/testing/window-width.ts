/** A window as wide as `px`, as matchMedia tells it; undo with `delete window.matchMedia`. */
export function windowWidth(px: number): void {
  window.matchMedia = jest.fn((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? px <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    } as MediaQueryList;
  });
}
