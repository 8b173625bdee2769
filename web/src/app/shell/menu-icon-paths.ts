/**
 * The 16px paths of the icons the menus use (the areas' menu places in libs/contracts, and the forum menu), one small
 * chunk loaded with the first menu. The CommonJS build, as the tests run on CommonJS too.
 */
import addPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/add';
import bankAccountPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/bank-account';
import boxPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/box';
import calendarPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/calendar';
import chartPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/chart';
import chatPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/chat';
import clipboardPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/clipboard';
import cogPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/cog';
import crownPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/crown';
import cubePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/cube';
import cutPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/cut';
import dashboardPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/dashboard';
import disablePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/disable';
import documentPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/document';
import documentOpenPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/document-open';
import dollarPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/dollar';
import endorsedPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/endorsed';
import exchangePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/exchange';
import exportPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/export';
import errorPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/error';
import eyeOpenPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/eye-open';
import globePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/globe';
import historyPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/history';
import homePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/home';
import idNumberPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/id-number';
import importPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/import';
import keyPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/key';
import layersPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/layers';
import layoutGridPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/layout-grid';
import manualPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/manual';
import notificationsPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/notifications';
import officePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/office';
import peoplePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/people';
import percentagePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/percentage';
import personPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/person';
import printPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/print';
import propertiesPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/properties';
import refreshPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/refresh';
import sendMessagePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/send-message';
import thPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/th';
import tickCirclePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/tick-circle';
import timePaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/time';
import timelineBarChartPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/timeline-bar-chart';
import truckPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/truck';
import widgetPaths from '@blueprintjs/icons/lib/cjs/generated/16px/paths/widget';

export const MENU_ICON_PATHS: Readonly<Record<string, readonly string[]>> = {
  add: addPaths,
  'bank-account': bankAccountPaths,
  box: boxPaths,
  calendar: calendarPaths,
  chart: chartPaths,
  chat: chatPaths,
  clipboard: clipboardPaths,
  cog: cogPaths,
  crown: crownPaths,
  cube: cubePaths,
  cut: cutPaths,
  dashboard: dashboardPaths,
  disable: disablePaths,
  document: documentPaths,
  'document-open': documentOpenPaths,
  dollar: dollarPaths,
  endorsed: endorsedPaths,
  exchange: exchangePaths,
  export: exportPaths,
  error: errorPaths,
  'eye-open': eyeOpenPaths,
  globe: globePaths,
  history: historyPaths,
  home: homePaths,
  'id-number': idNumberPaths,
  import: importPaths,
  key: keyPaths,
  layers: layersPaths,
  'layout-grid': layoutGridPaths,
  manual: manualPaths,
  notifications: notificationsPaths,
  office: officePaths,
  people: peoplePaths,
  percentage: percentagePaths,
  person: personPaths,
  print: printPaths,
  properties: propertiesPaths,
  refresh: refreshPaths,
  'send-message': sendMessagePaths,
  th: thPaths,
  'tick-circle': tickCirclePaths,
  time: timePaths,
  'timeline-bar-chart': timelineBarChartPaths,
  truck: truckPaths,
  widget: widgetPaths,
};
