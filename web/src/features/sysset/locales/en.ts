/** Console texts of the system settings (/Sysset) in English; cn.ts has the same keys. */
export const syssetEn = {
  title: 'System settings',
  fields: {
    companyNameCn: 'Company name (Chinese)',
    companyNameEn: 'Company name (English)',
    expiryDate: 'System expiry date',
    expiryWarnDays: 'Days before expiry to warn',
    showRoles: 'Show role switching',
    imageHost: 'Image host',
    mapProvider: 'Map provider',
    mapTileUrl: 'Tile address',
    mapKey: 'AMap web-service key',
    mapSecurityCode: 'AMap security code',
    mapServiceHost: 'AMap service host',
  },
  hints: {
    expiryWarnDays: 'The login page warns this many days before the system expires',
    imageHost: 'Prefix for relative image addresses, for example https://img.example.com',
    mapProvider:
      'Draws the map of the location picker and the delivery fence; without one, addresses and coordinates are typed',
    mapTileUrl: 'An XYZ tile address with {z}, {x} and {y}, e.g. https://tile.example.com/{z}/{x}/{y}.png',
    mapKey: 'Used by the server for place search; never sent to the browser',
    mapSecurityCode:
      'The key’s signing secret (digital signature), if the key has one; never sent to the browser',
    mapServiceHost: 'Blank for https://restapi.amap.com; set it for a proxy',
  },
  mapProviders: {
    none: 'No map (type addresses and coordinates)',
    amap: 'AMap (高德地图)',
    xyz: 'Tile server (XYZ)',
  },
  mapSection: 'Map',
  status: {
    title: 'System status',
    appVersion: 'App version',
    daysLeft: 'Days left before expiry',
    expiresSoon: 'The system expires on {{date}}. Please arrange the renewal.',
    expired: 'The system expired on {{date}}.',
    lastChanged: 'Last changed',
    lastChangedBy: '{{when}} by {{who}}',
    never: 'Never changed',
  },
  changedElsewhere: {
    message: 'Someone else changed the settings while you were editing. Your edits are kept.',
    load: 'Load the new values',
  },
  history: {
    title: 'Change history',
    when: 'When',
    who: 'Who',
    role: 'Role',
    changes: 'Changes',
    change: '{{field}}: {{from}} → {{to}}',
    empty: 'No changes yet',
    system: 'System',
  },
};
