/** Server messages of the sysset area, in English. Keys and placeholders must match messages.cn.ts. */
export const syssetEn = {
  'sysset.companyNameCn': 'Company name (Chinese)',
  'sysset.companyNameEn': 'Company name (English)',
  'sysset.expiryDate': 'System expiry date',
  'sysset.expiryWarnDays': 'Days before expiry to warn',
  'sysset.showRoles': 'Show role switching',
  'sysset.imageHost': 'Image host',
  'sysset.saved': 'Settings saved',
  'sysset.unchanged': 'No setting changed',
  'sysset.mapProviderInvalid': 'Please choose no map, AMap or a tile server',
  'sysset.mapTileUrlInvalid':
    'Please enter a tile address starting with http:// or https:// that contains {z}, {x} and {y}',
  'sysset.mapTileUrlRequired': 'A tile server needs its tile address',
  'sysset.mapKeyRequired': 'AMap needs its web-service key',
  'sysset.mapSecretInvalid': 'Letters, digits and symbols only, without spaces',
  'map.keywordRequired': 'Please enter a place or address to search for',
  'map.searchUnavailable': 'Map search is not configured; please type the address and coordinates',
  'map.searchFailed': 'The map service could not be reached; please type the address and coordinates',
  'map.searchRefused':
    'The map service refused the search ({reason}); please check the key in System settings',
} as const;
